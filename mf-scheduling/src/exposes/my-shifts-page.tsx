import { MyShiftsPage } from '../features/my-shifts/my-shifts-page';

export default MyShiftsPage;
