import { readDayReportDate } from "@shop/domain";
import { DayReportScreen } from "@shop/ui";
import { useSearchParams } from "react-router";

/** /staff/reports/day?date=: a day at the counter, its takings by payment method, and its CSV. */
export default function StaffDayReportRoute() {
  const [search] = useSearchParams();
  return <DayReportScreen date={readDayReportDate(search)} />;
}
