export { CompanySection } from './components/company-section';
