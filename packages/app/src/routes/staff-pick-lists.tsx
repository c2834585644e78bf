import { readPickListsDay } from "@shop/domain";
import { PickListsScreen } from "@shop/ui";
import { useSearchParams } from "react-router";

/** /staff/pick-lists?day=: the pick lists of a day's waiting orders, to print in one go. */
export default function StaffPickListsRoute() {
  const [search] = useSearchParams();
  return <PickListsScreen day={readPickListsDay(search)} />;
}
