// The cluster's HAProxy configuration (tooling/cluster/start.mjs): one frontend per service on the
// port `npm start` gives it, the instances behind it by fewest connections (live sockets are long),
// each checked on its health path. A connection refused by an instance that is stopping is tried
// on another, so a rolling restart answers no 5xx.

/**
 * @param {{ memberPort: number, paymentPort: number, memberPorts: number[], paymentPorts: number[], healthPath: string, maxConnections: number }} ports
 */
export function haproxyConfig({ memberPort, paymentPort, memberPorts, paymentPorts, healthPath, maxConnections }) {
  const servers = (name, list) =>
    list.map((port, index) => `  server ${name}${index + 1} 127.0.0.1:${port} check`).join('\n');
  return `# Written by tooling/cluster/start.mjs on every start.
global
  maxconn ${maxConnections}

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A WebSocket stays open while its tab does; the heartbeat crosses it every 30 s.
  timeout tunnel 1h
  timeout client-fin 5s
  # Generous: an instance on a busy machine answers its check late, and one wrongly marked down
  # gets no new connections for a while (its open sockets stay).
  timeout check 5s
  # Every retry goes to another instance: with leastconn an instance just killed holds no
  # connections, so it would be picked first by every client reconnecting from it, and HAProxy
  # waits a second before retrying the same server.
  option redispatch 1
  retries 3
  retry-on conn-failure empty-response 503

frontend members
  bind 127.0.0.1:${memberPort}
  default_backend member_instances

frontend payment
  bind 127.0.0.1:${paymentPort}
  default_backend payment_instances

backend member_instances
  balance leastconn
  option httpchk GET ${healthPath}
  http-check expect status 200
  # A refused connection marks the instance down at once, not after three missed checks.
  default-server inter 1s fall 3 rise 1 observe layer4 error-limit 1 on-error mark-down
${servers('members', memberPorts)}

backend payment_instances
  balance roundrobin
  option httpchk GET ${healthPath}
  http-check expect status 200
  default-server inter 1s fall 3 rise 1
${servers('payment', paymentPorts)}
`;
}
