import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ShopLayout } from "../ShopLayout/ShopLayout.tsx";
import { NotFoundScreen } from "./NotFoundScreen.tsx";
import { shopScreen } from "../../testing/shop-stories.tsx";

const meta = {
  title: "Screens/NotFoundScreen",
  component: NotFoundScreen,
  ...shopScreen({ route: "/no-such-page/deeper" }),
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any unknown path: the page's one h1 is '404 Page Not Found', with the ways back. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const heading = canvas.getByRole("heading", { level: 1 });
    await expect(heading).toHaveTextContent("404 Page Not Found");
    await expect(canvas.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await userEvent.click(canvas.getByRole("link", { name: "Browse All Brands" }));
    await expect(await canvas.findByText("Navigated to /brands")).toBeVisible();
  },
};

/** As the app shows it: inside the shop's header and footer. */
export const InLayout: Story = {
  render: () => (
    <ShopLayout>
      <NotFoundScreen />
    </ShopLayout>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("main")).toHaveTextContent("404 Page Not Found");
    await expect(await canvas.findByRole("contentinfo", {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
