import { describeCatalog } from './catalog-suite';
import { PRODUCT_KIND } from './fixtures';

describe('products', () => describeCatalog(PRODUCT_KIND));
