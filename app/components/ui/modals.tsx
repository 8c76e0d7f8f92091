import type { ConfirmModalProps, ErrorModalProps, SuccessModalProps, ValidationErrorModalProps, WarningModalProps } from "./modal-panels";
import { loadOnOpen } from "./load-on-open";

export type { ConfirmModalProps, ErrorModalProps, SuccessModalProps, ValidationErrorModalProps, WarningModalProps };

// The modals as screens use them: each loads its panel (./modal-panels) the first time it opens.
const panels = () => import("./modal-panels");

export const SuccessModal = loadOnOpen<SuccessModalProps>(() => panels().then((m) => m.SuccessModal));
export const ErrorModal = loadOnOpen<ErrorModalProps>(() => panels().then((m) => m.ErrorModal));
export const WarningModal = loadOnOpen<WarningModalProps>(() => panels().then((m) => m.WarningModal));
export const ValidationErrorModal = loadOnOpen<ValidationErrorModalProps>(() => panels().then((m) => m.ValidationErrorModal));
export const ConfirmModal = loadOnOpen<ConfirmModalProps>(() => panels().then((m) => m.ConfirmModal));
