package dev.agentlint.dist;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/agentlint-jar.sh (the pre-commit hook's and the Action's way to a jar) with a released
 * version: the jar is fetched over HTTPS from a server this test starts on 127.0.0.1, with a
 * certificate the test generates and hands to curl as its only trusted one (CURL_CA_BUNDLE); it is
 * cached only when its SHA-256 is the one the checkout commits, and fetched once.
 */
class ReleaseJarFetchTest {

    private static final String VERSION = "9.9.9";
    private static final byte[] JAR = "PK\u0003\u0004 a released agentlint jar, as far as this test is concerned\n"
            .getBytes(StandardCharsets.ISO_8859_1);

    @TempDir
    Path tmp;

    private HttpsServer server;
    private final AtomicInteger requests = new AtomicInteger();
    private final AtomicReference<byte[]> served = new AtomicReference<>(JAR);
    private Path checkout;
    private Path caBundle;
    private Path cache;

    @BeforeEach
    void serverAndCheckout() throws Exception {
        assertThat(Shell.onPath("curl") && Shell.onPath("sha256sum")).as("curl and sha256sum must be on PATH for this test"
                + " (README: what the tests need; .ci/run installs curl)").isTrue();
        Path keystore = tmp.resolve("server.p12");
        String keytool = Path.of(System.getProperty("java.home"), "bin", "keytool").toString();
        Shell.Result gen = Shell.run(tmp, Shell.env(), keytool, "-genkeypair", "-keyalg", "EC", "-groupname", "secp256r1",
                "-alias", "server", "-dname", "CN=127.0.0.1", "-ext", "SAN=IP:127.0.0.1", "-validity", "2",
                "-keystore", keystore.toString(), "-storetype", "PKCS12", "-storepass", "changeit");
        assertThat(gen.exit()).as(gen.both()).isZero();
        caBundle = tmp.resolve("ca.pem");
        Shell.Result export = Shell.run(tmp, Shell.env(), keytool, "-exportcert", "-rfc", "-alias", "server",
                "-keystore", keystore.toString(), "-storepass", "changeit", "-file", caBundle.toString());
        assertThat(export.exit()).as(export.both()).isZero();

        KeyStore ks = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(keystore)) {
            ks.load(in, "changeit".toCharArray());
        }
        KeyManagerFactory kmf = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        kmf.init(ks, "changeit".toCharArray());
        SSLContext tls = SSLContext.getInstance("TLS");
        tls.init(kmf.getKeyManagers(), null, null);
        server = HttpsServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setHttpsConfigurator(new HttpsConfigurator(tls));
        server.createContext("/", exchange -> {
            requests.incrementAndGet();
            byte[] body = served.get();
            boolean known = exchange.getRequestURI().getPath().equals("/releases/v" + VERSION + "/agentlint-" + VERSION + ".jar");
            if (body == null || !known) {
                exchange.sendResponseHeaders(404, -1);
            } else {
                exchange.sendResponseHeaders(200, body.length);
                exchange.getResponseBody().write(body);
            }
            exchange.close();
        });
        server.start();

        checkout = tmp.resolve("checkout");
        Shell.write(checkout.resolve("scripts/agentlint-jar.sh"), Files.readString(Shell.ROOT.resolve("scripts/agentlint-jar.sh")));
        Shell.write(checkout.resolve("pom.xml"), "<project>\n  <version>" + VERSION + "</version>\n</project>\n");
        Shell.write(checkout.resolve("src/main/java/A.java"), "class A {}\n");
        Shell.write(checkout.resolve("rules/r.yaml"), "id: r\n");
        String sha = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(JAR));
        Shell.write(checkout.resolve("scripts/release.sha256"), sha + "  agentlint-" + VERSION + ".jar\n");
        cache = tmp.resolve("cache");
        // A Maven that only says it was asked: the fallback to a source build is what is tested, not the build.
        Path fakeMaven = tmp.resolve("bin/mvn");
        Shell.write(fakeMaven, "#!/bin/sh\necho 'the source build was started' >&2\nexit 1\n");
        fakeMaven.toFile().setExecutable(true);
    }

    @AfterEach
    void stop() {
        if (server != null) server.stop(0);
    }

    private Shell.Result jar(String releaseUrl) {
        Map<String, String> env = Shell.env();
        env.put("AGENTLINT_CACHE", cache.toString());
        env.put("AGENTLINT_RELEASE_URL", releaseUrl);
        env.put("CURL_CA_BUNDLE", caBundle.toString());
        // Straight to the test's own listener, never through a proxy.
        for (String proxy : new String[] {"https_proxy", "HTTPS_PROXY", "http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY"}) env.remove(proxy);
        env.put("NO_PROXY", "127.0.0.1");
        env.put("PATH", tmp.resolve("bin") + java.io.File.pathSeparator + env.getOrDefault("PATH", ""));
        env.put("no_proxy", "127.0.0.1");
        return Shell.run(checkout, env, "bash", "scripts/agentlint-jar.sh");
    }

    private String url() {
        return "https://127.0.0.1:" + server.getAddress().getPort() + "/releases";
    }

    @Test
    void theReleasedJarIsFetchedOnceCheckedAndCached() throws Exception {
        Shell.Result first = jar(url());
        assertThat(first.exit()).as(first.both()).isZero();
        Path jar = Path.of(first.out().strip());
        assertThat(jar).isEqualTo(cache.resolve(VERSION).resolve("agentlint.jar"));
        assertThat(Files.readAllBytes(jar)).isEqualTo(JAR);
        assertThat(first.err()).contains("fetching agentlint " + VERSION);
        assertThat(requests.get()).isEqualTo(1);

        Shell.Result again = jar(url());
        assertThat(again.exit()).as(again.both()).isZero();
        assertThat(again.out().strip()).isEqualTo(jar.toString());
        assertThat(requests.get()).as("cached: no second download").isEqualTo(1);

        Shell.Result describe = Shell.run(checkout, Shell.env(), "bash", "scripts/agentlint-jar.sh", "--describe");
        assertThat(describe.out().lines().toList().get(1)).startsWith("agentlint-" + VERSION + "-release-");
    }

    @Test
    void aJarThatDoesNotMatchTheCommittedChecksumIsRefusedAndNotCached() throws Exception {
        byte[] tampered = JAR.clone();
        tampered[tampered.length - 2] ^= 1;
        served.set(tampered);
        Shell.Result r = jar(url());
        assertThat(r.exit()).as(r.both()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).contains("refusing " + url() + "/v" + VERSION + "/agentlint-" + VERSION + ".jar: its SHA-256 is ")
                .contains("scripts/release.sha256 says");
        try (var left = Files.list(cache.resolve(VERSION))) {
            assertThat(left.toList()).as("nothing cached, no partial download left").isEmpty();
        }
    }

    @Test
    void withoutAReleaseItBuildsFromSourceAndOnlyHttpsIsFetched() {
        served.set(null);
        Shell.Result missing = jar(url());
        assertThat(missing.err()).contains("could not fetch the released jar; building agentlint " + VERSION + " from source instead")
                .contains("the source build was started");
        assertThat(requests.get()).isEqualTo(1);

        Shell.Result plain = jar("http://127.0.0.1:" + server.getAddress().getPort() + "/releases");
        assertThat(plain.exit()).isEqualTo(2);
        assertThat(plain.err()).contains("AGENTLINT_RELEASE_URL must be an https:// address");
        assertThat(requests.get()).isEqualTo(1);
    }
}
