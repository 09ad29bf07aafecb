import { ShiftTypesPage } from '../features/shift-types/shift-types-page';

export default ShiftTypesPage;
