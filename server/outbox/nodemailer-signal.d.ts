import "nodemailer/lib/mailer";

// nodemailer 10.6 aborts a pooled SMTP send through `signal`; @types/nodemailer 8.0.2 predates it.
declare module "nodemailer/lib/mailer" {
  interface Options {
    signal?: AbortSignal;
  }
}
