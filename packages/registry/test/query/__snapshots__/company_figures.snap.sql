-- WHERE
(qt_funcionarios_empresa >= ?) AND ((faixa_faturamento_empresa >= ?::UTINYINT) AND (faixa_faturamento_empresa <= ?::UTINYINT))
-- ORDER BY
vl_faturamento_empresa DESC NULLS LAST, tiebreak ASC, id ASC
-- params
-- [50,4,7]
