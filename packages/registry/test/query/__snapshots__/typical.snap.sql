-- WHERE
(uf = ?::UTINYINT) AND (situacao = ?::UTINYINT) AND (cnae_principal IN (SELECT unnest(?::INTEGER[]))) AND ((qt_funcionarios >= ?) AND (qt_funcionarios <= ?)) AND (has_email)
-- ORDER BY
quality_data_score DESC, tiebreak ASC, id ASC
-- params
-- [35,2,{"items":[1091102,4711302,5611201]},10,500]
