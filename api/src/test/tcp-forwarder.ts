import net from 'node:net';

/**
 * A TCP forwarder in front of a real server (Redis, PostgreSQL) that a test can pause: while paused it still
 * accepts connections but forwards no byte either way, as a stopped or partitioned server behaves.
 */
export interface TcpForwarder {
  port: number;
  pause(): void;
  resume(): void;
  /** What clients sent since the pause that the server has not seen yet. */
  heldFromClients(): Buffer;
  /** How many open client connections the server has answered at least once (a Redis client's ready check). */
  answeredConnections(): number;
  close(): Promise<void>;
}

interface Gate {
  held: Buffer[];
  flush(): void;
}

export async function tcpForwarder(targetHost: string, targetPort: number): Promise<TcpForwarder> {
  let paused = false;
  const gates = new Set<Gate>();
  const clientGates = new Set<Gate>();
  const sockets = new Set<net.Socket>();
  const answered = new Set<net.Socket>();
  const gate = (from: net.Socket, to: net.Socket): Gate => {
    const held: Buffer[] = [];
    from.on('data', (chunk: Buffer) => {
      if (paused) held.push(chunk);
      else if (!to.destroyed) to.write(chunk);
    });
    return {
      held,
      flush() {
        for (const chunk of held.splice(0)) if (!to.destroyed) to.write(chunk);
      },
    };
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    const fromClient = gate(client, upstream);
    const pair = [fromClient, gate(upstream, client)];
    upstream.once('data', () => answered.add(client));
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        answered.delete(client);
        client.destroy();
        upstream.destroy();
        for (const g of pair) gates.delete(g);
        clientGates.delete(fromClient);
      });
    }
    for (const g of pair) gates.add(g);
    clientGates.add(fromClient);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      for (const g of gates) g.flush();
    },
    heldFromClients() {
      return Buffer.concat([...clientGates].flatMap((g) => g.held));
    },
    answeredConnections: () => answered.size,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
