import { isLoopbackIp } from '@/lib/security/client-ip'

describe('isLoopbackIp', () => {
  it.each(['127.0.0.1', '127.255.255.254', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::ffff:7f00:1'])(
    'takes %s for this machine',
    (address) => expect(isLoopbackIp(address)).toBe(true),
  )

  it.each([
    '128.0.0.1',
    '10.0.0.1',
    '192.168.1.10',
    '0.0.0.0',
    '::',
    '::ffff:10.0.0.1',
    'fe80::1',
    '2001:db8::1',
    '127.0.0.1:3000',
    'localhost',
    'desconocido',
    '',
  ])('takes %s for another machine', (address) => expect(isLoopbackIp(address)).toBe(false))
})
