/** E-mails the server sends (subject, plain text and HTML are built from these). */
export const mail = {
  greeting: 'Hello!',
  linkFallback: 'If the button does not work, copy this link into your browser:',
  signature: 'The Spelldown team',
  invitation: {
    subject: 'Your invitation to Spelldown',
    preview: 'Your place in the Spelldown beta is ready.',
    body: 'You are invited to the Spelldown beta: a daily spelling bee of six spoken words, and a training mode that helps you learn the tricky ones.',
    action: 'Create your account',
    expiry: 'This invitation works once and expires in {{days}} days.',
  },
  recovery: {
    subject: 'Reset your Spelldown password',
    preview: 'A link to choose a new password.',
    body: 'Someone (hopefully you) asked to reset the password of the Spelldown account for {{email}}.',
    action: 'Choose a new password',
    expiry: 'This link works once and expires in {{minutes}} minutes.',
    ignore: "If you didn't ask for this, ignore this e-mail: your password stays the same.",
  },
};
