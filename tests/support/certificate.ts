import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** A fresh self-signed certificate for 127.0.0.1, valid for a day, made by openssl in `folder`. */
export function selfSignedCertificate(folder: string) {
  const keyFile = path.join(folder, 'key.pem')
  const certFile = path.join(folder, 'cert.pem')
  const request =
    'req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1'
  execFileSync('openssl', [...request.split(' '), '-keyout', keyFile, '-out', certFile], { stdio: 'ignore' })
  return { certFile, key: readFileSync(keyFile), cert: readFileSync(certFile) }
}
