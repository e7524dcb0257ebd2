/** Display filters (capitals, thousands commas, names, hosts) and the reports' money, share and metric figures. */
export { capitalize, capitalizeUnderscored, fullName, stripScheme, thousands } from './format';
export { formatMetric, formatMoney, formatShare } from './metric-format';
