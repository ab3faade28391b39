export { ServiceListing, type ServiceListingProps } from './components/service-listing';
export { ServiceDetail, type ServiceDetailProps } from './components/service-detail';
export { ServiceCard, SERVICE_CARD_LABELS } from './components/service-card';
