// The package's public surface. It is federated as one shared singleton (one toast store, one theme),
// so it has a single entry by design.
export { theme, type Theme } from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export { MindsetThemeProvider } from './theme/MindsetThemeProvider';
export {
  Button,
  ButtonLink,
  buttonStyles,
  type ButtonVariant,
  type ButtonSize,
  type ButtonStyleProps,
} from './components/Button';
export { Card } from './components/Card';
export { Badge, type BadgeTone } from './components/Badge';
export { Field, Input, Textarea, type FieldProps } from './components/Field';
export { Tabs, TabPanel, type TabItem } from './components/Tabs';
export { Toggle, type ToggleProps } from './components/Toggle';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar';
export { Dialog, type DialogProps } from './components/Dialog';
export { Avatar, type AvatarProps } from './components/Avatar';
export { Container, Skeleton } from './components/Layout';
export { Stack, type StackProps, type StackAlign, type Space } from './components/Stack';
export { Cluster, type ClusterProps, type ClusterAlign, type ClusterJustify } from './components/Cluster';
export {
  Panel,
  type PanelProps,
  type PanelVariant,
  type PanelTone,
  type PanelWidth,
  type PanelPadding,
} from './components/Panel';
export { BrandLogo } from './components/BrandLogo';
export { MenuToggle, type MenuToggleProps } from './components/MenuToggle';
export { NotFoundScreen } from './components/NotFoundScreen';
export { AreaSwitcher, siteAreas } from './components/AreaSwitcher';
export { MemberHeaderLinks, type MemberHeaderLinksProps } from './components/MemberHeaderLinks';
export { StandaloneHost } from './components/StandaloneHost';
export { useDisclosure } from './hooks/useDisclosure';
export { useLatest } from './hooks/useLatest';
export { typedBeforeHydration, useHydrated } from './hooks/hydration';
export { Toaster } from './toast/Toaster';
export { toast, useToastStore, type Toast, type ToastInput, type ToastVariant } from './toast/toastStore';
export {
  createPayment,
  getCheckoutSession,
  getContestStats,
  ebookDownloadUrl,
  requestDownloadToken,
  listPurchases,
  requestPurchaseDownloadToken,
  configurePaymentClient,
  paymentServiceUrl,
  paymentMessages,
  type ServiceResult,
  type ServiceError,
} from './payment/paymentClient';
export { useSessionStore, useMember, type SessionStatus, type SessionEnding } from './session/sessionStore';
export { onSignOut, sessionEndMessages, type SessionEndReason } from './session/sessionEnd';
export {
  memberRequest,
  memberMessages,
  hasSignedInHint,
  type Member,
  type JoinDetails as MemberJoinDetails,
  type MemberResult,
} from './session/memberClient';
export { subscribeLive, type LiveEvent, type LiveSubscription } from './session/liveClient';
export { NotificationBell } from './notifications/NotificationBell';
export { saveFile } from './hooks/saveFile';
export * from './contracts/contracts';
export * from './router';
export { useFocusOnShow, showHeading } from './head/useFocusOnShow';
export { usePageHead, findRouteMeta, notFoundMeta, type RouteMeta } from './head/routeMeta';
export { sampleMembers, sampleVisitor, findSampleMember, type SampleMember } from './identity/sampleMembers';
export {
  useVisitorProfileStore,
  useVisitorProfile,
  currentVisitor,
  renameVisitor,
} from './identity/visitorProfileStore';
export { useVisitorIdentity, currentVisitorIdentity } from './identity/visitorIdentity';
