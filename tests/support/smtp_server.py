"""A real SMTP server on loopback for pbem's mail tests (aiosmtpd).

Prints "PORT <n>" once it listens. Every message accepted is written to OUT/<n>.eml as
the client sent it, after two lines giving the envelope (X-MailFrom, X-RcptTo).
Recipients at @reject.invalid are refused with 550. With --user/--password, AUTH is
required (over plain text: loopback only). With --cert/--key, STARTTLS is required.
"""
import argparse
import os
import socket
import ssl
import sys
import time
import warnings

warnings.filterwarnings("ignore", message="Requiring AUTH while not requiring TLS")

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword


class Handler:
    def __init__(self, out):
        self.out = out
        self.n = 0

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if address.lower().endswith("@reject.invalid"):
            return "550 5.1.1 <%s>: mailbox unavailable" % address
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        self.n += 1
        path = os.path.join(self.out, "%04d.eml" % self.n)
        head = "X-MailFrom: %s\r\nX-RcptTo: %s\r\n" % (
            envelope.mail_from,
            ", ".join(envelope.rcpt_tos),
        )
        with open(path + ".tmp", "wb") as f:
            f.write(head.encode() + envelope.original_content)
        os.rename(path + ".tmp", path)
        return "250 2.0.0 accepted"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--user")
    ap.add_argument("--password")
    ap.add_argument("--cert")
    ap.add_argument("--key")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    kw = {}
    if a.user:
        def auth(server, session, envelope, mechanism, data):
            ok = isinstance(data, LoginPassword) and data.login.decode() == a.user and data.password.decode() == a.password
            return AuthResult(success=ok, handled=False)
        kw.update(authenticator=auth, auth_required=True, auth_require_tls=not not a.cert)
    if a.cert:
        ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        ctx.load_cert_chain(a.cert, a.key)
        kw.update(tls_context=ctx, require_starttls=True)
    c = Controller(Handler(a.out), hostname="127.0.0.1", port=port, server_hostname="localhost", **kw)
    c.start()
    print("PORT %d" % port, flush=True)
    try:
        while True:
            time.sleep(3600)
    finally:
        c.stop()


if __name__ == "__main__":
    sys.exit(main())
