import { KioskPage } from '../features/kiosk/kiosk-page';

export default KioskPage;
