import { TeamCalendarPage } from '../features/team-calendar/team-calendar-page';

export default TeamCalendarPage;
