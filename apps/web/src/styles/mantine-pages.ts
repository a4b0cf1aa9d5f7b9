// Mantine's styles for the components the lazy pages and the deferred chrome
// use (decision 281), in the order of @mantine/core/styles.css. Loaded with
// the deferred chrome at start (not blocking the first paint) and awaited by
// every lazy route (routes/lazy-page.ts), so no page renders before them. A
// component used for the first time needs its file here.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
