import type { CertificateResources } from './zh-CN';
import { ASSET_DOC_WORDS } from '@depot/shared';

export const certificateEnUS: CertificateResources = {
  certificate: {
    title: 'Sign for assets',
    missingCode: 'The link has no certificate number: scan the QR code again.',
    invalid:
      'This certificate does not work: it is wrong, used or expired. Ask the asset keeper for a new one.',
    loadFailed: 'The certificate could not be read. Check your connection and try again.',
    document: 'Document',
    receiver: 'Receiver',
    validUntil: 'Valid until',
    assets: 'Assets ({{count}})',
    type: ASSET_DOC_WORDS['en-US'].kind,
    confirm: 'Check the assets above, confirm with your username and password, and sign below.',
    username: 'Username',
    usernamePlaceholder: 'Your Depot username',
    usernameRequired: 'Please enter your username',
    password: 'Password',
    passwordPlaceholder: 'Your Depot password',
    passwordRequired: 'Please enter your password',
    signature: 'Signature',
    signatureHint: 'Sign in the box with a finger, a stylus or the mouse',
    signatureDescription:
      'The signature is drawn with a finger, a stylus or the mouse and cannot be made with the keyboard; everything else on this page can.',
    signatureRequired: 'Please sign in the box first',
    clear: 'Clear signature',
    submit: 'Confirm receipt',
    done: 'Signed',
    doneText: 'You have signed for the {{count}} assets of {{document}}. You may close this page.',
  },
};
