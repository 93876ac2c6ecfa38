-- WHERE
(faixa_faturamento >= ?::UTINYINT) AND (latitude BETWEEN ? AND ? AND longitude BETWEEN ? AND ? AND 2 * 6371.0088 * asin(sqrt(pow(sin(radians(latitude - ?) / 2), 2) + cos(radians(?)) * cos(radians(latitude)) * pow(sin(radians(longitude - ?) / 2), 2))) <= ?)
-- ORDER BY
quality_data_score DESC, tiebreak ASC, id ASC
-- params
-- [3,-23.784830090931134,-23.335169909068863,-46.89527578956527,-46.40472421043473,-23.56,-23.56,-46.65,25]
