import { CepDistanceFilter } from '@/features/search/components/filters/cep-distance-filter';
import { CheckboxFilter } from '@/features/search/components/filters/checkbox-filter';
import { CnaeFilter } from '@/features/search/components/filters/cnae-filter';
import { CnpjListFilter } from '@/features/search/components/filters/cnpj-list-filter';
import { DateRangeFilter } from '@/features/search/components/filters/date-range-filter';
import { ExclusiveFilter } from '@/features/search/components/filters/exclusive-filter';
import type { FilterFieldProps } from '@/features/search/components/filters/filter-props';
import { MunicipalityFilter } from '@/features/search/components/filters/municipality-filter';
import { NumericRangeFilter } from '@/features/search/components/filters/numeric-range-filter';
import { RadioFilter } from '@/features/search/components/filters/radio-filter';
import {
  EmployeeSliderFilter,
  RevenueSliderFilter,
} from '@/features/search/components/filters/slider-filters';
import { TagsFilter, TextFilter } from '@/features/search/components/filters/text-filter';

/** One catalogue filter, rendered by its kind. */
export function FilterField(props: FilterFieldProps) {
  switch (props.filter.kind) {
    case 'checkbox':
      return <CheckboxFilter {...props} />;
    case 'radio':
      return <RadioFilter {...props} />;
    case 'numeric_range':
      return <NumericRangeFilter {...props} />;
    case 'date_range':
      return <DateRangeFilter {...props} />;
    case 'slider':
      return props.filter.queryField === 'qt_funcionarios' ? (
        <EmployeeSliderFilter {...props} />
      ) : (
        <RevenueSliderFilter {...props} />
      );
    case 'text':
      return <TextFilter {...props} />;
    case 'cnpj_list':
      return <CnpjListFilter {...props} />;
    case 'municipality_search':
      return <MunicipalityFilter {...props} />;
    case 'cnae_search':
      return <CnaeFilter {...props} />;
    case 'bairros':
    case 'decision_maker_positions':
      return <TagsFilter {...props} />;
    case 'cep_distance':
      return <CepDistanceFilter {...props} />;
    case 'exclusive':
      return <ExclusiveFilter {...props} />;
  }
}
