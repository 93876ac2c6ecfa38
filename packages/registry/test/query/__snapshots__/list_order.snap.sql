-- WHERE
id IN (SELECT k.id FROM cnpj_keys k
    JOIN (SELECT unnest(?::BIGINT[]) AS key, unnest(?::UTINYINT[]) AS dv) w ON k.key = w.key AND k.dv = w.dv)
-- ORDER BY
list_position(['19131243000197', '11222333000181'], cnpj) ASC, tiebreak ASC, id ASC
-- params
-- [{"items":["191312430001n","112223330001n"]},{"items":[97,81]}]
