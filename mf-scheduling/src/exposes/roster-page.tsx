import { RosterPage } from '../features/roster/roster-page';

export default RosterPage;
