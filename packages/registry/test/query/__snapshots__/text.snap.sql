-- WHERE
(id IN (SELECT id FROM name_tokens WHERE token = ? INTERSECT SELECT id FROM name_tokens WHERE token >= ? AND token < ?)) AND (id IN (SELECT id FROM partner_tokens WHERE token >= ? AND token < ?)) AND ((id IN (SELECT id FROM name_tokens WHERE token >= ? AND token < ? AND (src & 2) <> 0)) OR (id IN (SELECT id FROM name_tokens WHERE token >= ? AND token < ? AND (src & 2) <> 0)))
-- ORDER BY
length(razao_social) ASC NULLS LAST, tiebreak ASC, id ASC
-- params
-- ["PADARIA","GONCALVES","GONCALVES~","SILVA","SILVA~","PAO","PAO~","ACAI","ACAI~"]
