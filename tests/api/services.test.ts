import { describeCatalog } from './catalog-suite';
import { SERVICE_KIND } from './fixtures';

describe('services', () => describeCatalog(SERVICE_KIND));
