-- WHERE
(id IN (SELECT id FROM secondary_cnaes WHERE cnae IN (?))) AND (dt_abertura >= ?::DATE) AND (fl_simples = ?) AND (situacao <> ?::UTINYINT) AND (NOT coalesce(id IN (SELECT k.id FROM cnpj_keys k
    JOIN (SELECT unnest(?::BIGINT[]) AS key, unnest(?::UTINYINT[]) AS dv) w ON k.key = w.key AND k.dv = w.dv), false)) AND (NOT coalesce(fl_mei = ?, false)) AND ((has_telefone) OR (has_celular)) AND (id NOT IN (SELECT unnest(?::INTEGER[])))
-- ORDER BY
qt_funcionarios DESC NULLS LAST, dt_abertura ASC NULLS LAST, tiebreak ASC, id ASC
-- params
-- [4711302,"2015-01-01",true,8,{"items":["112223330001n"]},{"items":[81]},true,{"items":[17,4242]}]
