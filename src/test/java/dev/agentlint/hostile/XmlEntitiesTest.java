package dev.agentlint.hostile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.agentlint.check.Finding;
import dev.agentlint.pipeline.ScanOptions;
import dev.agentlint.pipeline.ScanResult;
import dev.agentlint.pipeline.Scanner;
import dev.agentlint.rules.AllRules;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * XML that tries to make agentlint read files, fetch URLs or expand entities, in both XML formats
 * ({@code .wsb} and launchd plists): DTDs inside and outside the document, external general and
 * parameter entities naming a local file, a FIFO and a local port, entity expansion bombs,
 * XInclude. Three witnesses, none of which may see anything: a sentinel file whose unique content
 * must appear nowhere in the results; a FIFO whose writer wakes only if someone opens it for
 * reading; and a local listening socket that counts connections.
 */
class XmlEntitiesTest {

    @TempDir
    Path tmp;

    private Path tree;
    private Path sentinel;
    private Path fifo;
    private String secret;
    private PortWitness port;
    private final AtomicBoolean fifoOpened = new AtomicBoolean();
    private Thread fifoWriter;

    @BeforeEach
    void witnesses() throws Exception {
        tree = Files.createDirectories(tmp.resolve("repo"));
        Path outside = Files.createDirectories(tmp.resolve("outside"));
        secret = "SENTINEL-" + UUID.randomUUID();
        sentinel = Files.writeString(outside.resolve("secret.txt"), secret);
        fifo = outside.resolve("secret.fifo");
        assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor()).isZero();
        fifoWriter = new Thread(() -> {
            // Blocks until a reader opens the FIFO: only agentlint could.
            try (OutputStream out = new FileOutputStream(fifo.toFile())) {
                fifoOpened.set(true);
                out.write(secret.getBytes());
            } catch (IOException ignored) {
                // the reader went away
            }
        }, "fifo-witness");
        fifoWriter.setDaemon(true);
        fifoWriter.start();
        port = new PortWitness();
    }

    @AfterEach
    void release() throws Exception {
        port.close();
        if (!fifoOpened.get()) {
            // Open the FIFO ourselves so the witness thread ends.
            try (InputStream in = new FileInputStream(fifo.toFile())) {
                while (in.read() >= 0) {
                    // drain until the writer closes
                }
            }
        }
        fifoWriter.join(10_000);
    }

    /** Hostile documents by name, with what each wraps around a plist's or a .wsb's content. */
    private Map<String, String> attacks(String root, String content) {
        String file = sentinel.toUri().toString();
        String pipe = fifo.toUri().toString();
        String url = "http://127.0.0.1:" + port.port();
        Map<String, String> m = new LinkedHashMap<>();
        m.put("external-dtd", "<?xml version=\"1.0\"?>\n<!DOCTYPE " + root + " SYSTEM \"" + url + "/x.dtd\">\n" + content);
        m.put("public-dtd", "<!DOCTYPE " + root + " PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"" + url + "/PropertyList-1.0.dtd\">\n" + content);
        m.put("file-entity", "<!DOCTYPE " + root + " [<!ENTITY x SYSTEM \"" + file + "\">]>\n" + content.replace("CHANGEME", "&x;"));
        m.put("fifo-entity", "<!DOCTYPE " + root + " [<!ENTITY x SYSTEM \"" + pipe + "\">]>\n" + content.replace("CHANGEME", "&x;"));
        m.put("url-entity", "<!DOCTYPE " + root + " [<!ENTITY x SYSTEM \"" + url + "/e\">]>\n" + content.replace("CHANGEME", "&x;"));
        m.put("attribute-entity", "<!DOCTYPE " + root + " [<!ENTITY x SYSTEM \"" + file + "\">]>\n"
                + content.replaceFirst("<" + root + "([ >])", "<" + root + " a=\"&x;\"$1"));
        m.put("parameter-entity", "<!DOCTYPE " + root + " [<!ENTITY % p SYSTEM \"" + url + "/p.dtd\"> %p;"
                + " <!ENTITY % f SYSTEM \"" + file + "\"> <!ENTITY % e \"<!ENTITY leak SYSTEM '" + url + "/?%f;'>\"> %e;]>\n"
                + content.replace("CHANGEME", "&leak;"));
        StringBuilder lol = new StringBuilder("<!DOCTYPE " + root + " [<!ENTITY l0 \"lol\">");
        for (int i = 1; i <= 12; i++) lol.append("<!ENTITY l").append(i).append(" \"").append(("&l" + (i - 1) + ";").repeat(10)).append("\">");
        m.put("billion-laughs", lol + "]>\n" + content.replace("CHANGEME", "&l12;"));
        m.put("xinclude", content.replace("CHANGEME", "</string><xi:include xmlns:xi=\"http://www.w3.org/2001/XInclude\" href=\""
                + file + "\" parse=\"text\"/><string>x"));
        m.put("stylesheet", "<?xml-stylesheet type=\"text/xsl\" href=\"" + url + "/s.xsl\"?>\n" + content);
        return m;
    }

    @Test
    void nothingIsReadFetchedOrExpanded() throws Exception {
        String plist = "<plist version=\"1.0\"><dict><key>Label</key><string>CHANGEME</string>"
                + "<key>ProgramArguments</key><array><string>claude</string><string>--dangerously-skip-permissions</string></array>"
                + "<key>RunAtLoad</key><true/></dict></plist>\n";
        String wsb = "<Configuration><Networking>Enable</Networking><LogonCommand><Command>CHANGEME</Command></LogonCommand>"
                + "</Configuration>\n";
        for (Map.Entry<String, String> a : attacks("plist", plist).entrySet()) {
            write("Library/LaunchAgents/" + a.getKey() + ".plist", a.getValue());
        }
        for (Map.Entry<String, String> a : attacks("Configuration", wsb).entrySet()) write("sandboxes/" + a.getKey() + ".wsb", a.getValue());

        port.selfCheck();

        ScanResult r = assertTimeoutPreemptively(Duration.ofSeconds(60), () ->
                new Scanner(new ScanOptions(tree, 4L << 20, 2), AllRules.catalog()).scan(List.of(tree)));

        assertThat(port.connections()).as("connections to the local port besides our own").isEqualTo(1);
        assertThat(fifoOpened.get()).as("the FIFO outside the tree was opened").isFalse();
        List<String> everything = new ArrayList<>();
        for (Finding f : r.findings()) everything.add(f.path() + " " + f.message() + " " + f.snippet());
        for (ScanResult.FileNote n : r.skipped()) everything.add(n.path() + " " + n.message());
        for (ScanResult.FileNote n : r.notices()) everything.add(n.path() + " " + n.message());
        assertThat(everything).noneMatch(s -> s.contains(secret));
        assertThat(r.errors()).isEmpty();
        assertThat(r.filesScanned()).isEqualTo(20);

        for (String ext : List.of(".plist", ".wsb")) {
            // A DTD is skipped, never fetched; the document is read and judged as usual.
            for (String name : List.of("external-dtd", "public-dtd", "stylesheet")) {
                assertThat(rules(r, name + ext)).as(name + ext).doesNotContain("parse-error").isNotEmpty();
            }
            // Entities of every kind are refused with a parse error that says so.
            for (String name : List.of("file-entity", "fifo-entity", "url-entity", "attribute-entity", "parameter-entity", "billion-laughs")) {
                List<Finding> fs = r.findings().stream().filter(f -> f.path().endsWith("/" + name + ext)).toList();
                assertThat(fs).as(name + ext).extracting(Finding::ruleId).containsExactly("parse-error");
                assertThat(fs.get(0).message()).as(name + ext).containsIgnoringCase("entit");
            }
        }
        // XInclude is only an element agentlint does not know: nothing is included.
        assertThat(rules(r, "xinclude.plist")).doesNotContain("parse-error");
    }

    private List<String> rules(ScanResult r, String suffix) {
        return r.findings().stream().filter(f -> f.path().endsWith("/" + suffix)).map(Finding::ruleId).toList();
    }

    private void write(String rel, String text) throws IOException {
        Path p = tree.resolve(rel);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }
}
