-- WHERE
((uf >= ?::UTINYINT) AND (uf <= ?::UTINYINT) AND (uf <> ?::UTINYINT) AND (uf <> ?::UTINYINT)) AND ((porte >= ?::UTINYINT) AND (porte <= ?::UTINYINT) AND (porte <> ?::UTINYINT)) AND (natureza_juridica::INTEGER IN (?, ?)) AND ((situacao <> ?::UTINYINT) AND (situacao <> ?::UTINYINT)) AND (NOT coalesce(cnae_secao = ?::UTINYINT, false))
-- ORDER BY
quality_data_score DESC, tiebreak ASC, id ASC
-- params
-- [31,35,32,34,1,3,2,2062,2135,1,8,1]
