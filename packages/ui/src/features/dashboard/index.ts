// @twin/ui/features/dashboard: the dashboard view.
export { DashboardView, type DashboardViewProps } from './dashboard-view';
