package dev.agentlint.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.agentlint.base.Span;
import dev.agentlint.parse.xml.XmlElement;
import dev.agentlint.parse.xml.XmlTreeParser;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class XmlTreeParserTest {

    @Test
    void elementsTextAndSpans() throws Exception {
        XmlElement root = XmlTreeParser.parse("""
                <?xml version="1.0" encoding="UTF-16"?>
                <Configuration>
                  <vGpu note='a>b'>Disable</vGpu>
                  <MappedFolders>
                    <MappedFolder><HostFolder>C:\\x &amp; y</HostFolder></MappedFolder>
                    <MappedFolder><HostFolder><![CDATA[C:\\<z>]]></HostFolder><ReadOnly/></MappedFolder>
                  </MappedFolders>
                </Configuration>
                """);
        assertThat(root.name()).isEqualTo("Configuration");
        assertThat(root.path()).isEqualTo("/Configuration");
        XmlElement gpu = root.childIgnoreCase("VGPU");
        assertThat(gpu.trimmedText()).isEqualTo("Disable");
        assertThat(gpu.attributes()).containsEntry("note", "a>b");
        assertThat(gpu.tagSpan()).isEqualTo(new Span(3, 3, 3, 20));
        assertThat(gpu.textSpan()).isEqualTo(new Span(3, 20, 3, 27));
        assertThat(gpu.span()).isEqualTo(new Span(3, 3, 3, 34));
        var folders = root.childIgnoreCase("mappedfolders").childrenIgnoreCase("MappedFolder");
        assertThat(folders).hasSize(2);
        assertThat(folders.get(0).childIgnoreCase("HostFolder").text()).isEqualTo("C:\\x & y");
        assertThat(folders.get(1).childIgnoreCase("HostFolder").text()).isEqualTo("C:\\<z>");
        assertThat(folders.get(1).path()).isEqualTo("/Configuration/MappedFolders/MappedFolder[2]");
        assertThat(folders.get(0).path()).isEqualTo("/Configuration/MappedFolders/MappedFolder");
        XmlElement empty = folders.get(1).childIgnoreCase("ReadOnly");
        assertThat(empty.text()).isEmpty();
        assertThat(empty.span()).isEqualTo(new Span(6, 62, 6, 73));
    }

    @Test
    void crlfLineEndingsKeepPositions() throws Exception {
        XmlElement root = XmlTreeParser.parse("<Configuration>\r\n  <Networking>\r\n    Disable\r\n  </Networking>\r\n</Configuration>\r\n");
        XmlElement net = root.childIgnoreCase("Networking");
        assertThat(net.trimmedText()).isEqualTo("Disable");
        assertThat(net.textSpan()).isEqualTo(new Span(3, 5, 3, 12));
        assertThat(net.span()).isEqualTo(new Span(2, 3, 4, 16));
    }

    @Test
    void malformedXmlIsAParseErrorWithAPosition() {
        assertThatThrownBy(() -> XmlTreeParser.parse("<a>\n<b></a>"))
                .isInstanceOf(ParseException.class)
                .satisfies(e -> assertThat(((ParseException) e).span().line()).isEqualTo(2));
        assertThatThrownBy(() -> XmlTreeParser.parse("")).isInstanceOf(ParseException.class);
        assertThatThrownBy(() -> XmlTreeParser.parse("not xml")).isInstanceOf(ParseException.class);
    }

    @Test
    void nestingIsBounded() {
        String deep = "<a>".repeat(500) + "</a>".repeat(500);
        assertThatThrownBy(() -> XmlTreeParser.parse(deep)).isInstanceOf(ParseException.class).hasMessageContaining("nested");
    }

    @Test
    void internalEntitiesAreRefusedNotExpanded() {
        String laughs = """
                <?xml version="1.0"?>
                <!DOCTYPE Configuration [
                  <!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">
                  <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
                  <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
                ]>
                <Configuration><LogonCommand><Command>&c;</Command></LogonCommand></Configuration>
                """;
        assertThatThrownBy(() -> XmlTreeParser.parse(laughs))
                .isInstanceOf(ParseException.class)
                .hasMessageContaining("&c;")
                .hasMessageNotContaining("aaaa");
    }

    @Test
    void externalEntitiesAndDtdsAreNeverRead(@TempDir Path dir) throws Exception {
        Path secret = Files.writeString(dir.resolve("secret.txt"), "TOPSECRET");
        Path dtd = Files.writeString(dir.resolve("evil.dtd"), "<!ENTITY leak \"LEAKED\">");
        String xxe = "<?xml version=\"1.0\"?>\n<!DOCTYPE Configuration SYSTEM \"" + dtd.toUri() + "\" [\n"
                + "  <!ENTITY xxe SYSTEM \"" + secret.toUri() + "\">\n"
                + "  <!ENTITY % p SYSTEM \"" + dtd.toUri() + "\"> %p;\n"
                + "]>\n<Configuration><MappedFolders><MappedFolder><HostFolder>&xxe;</HostFolder>"
                + "<SandboxFolder>&leak;</SandboxFolder></MappedFolder></MappedFolders></Configuration>\n";
        assertThatThrownBy(() -> XmlTreeParser.parse(xxe))
                .isInstanceOf(ParseException.class)
                .hasMessageContaining("refused")
                .hasMessageNotContaining("TOPSECRET")
                .hasMessageNotContaining("LEAKED");
        // Without any entity reference, the DOCTYPE is skipped unread: its declarations never apply.
        XmlElement ok = XmlTreeParser.parse("<!DOCTYPE plist SYSTEM \"" + dtd.toUri() + "\"><plist><string>x</string></plist>");
        assertThat(ok.childIgnoreCase("string").text()).isEqualTo("x");
    }

    @Test
    void remoteDtdsAreNeverFetched() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 10, InetAddress.getLoopbackAddress())) {
            String base = "http://127.0.0.1:" + server.getLocalPort();
            String doc = "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"" + base + "/PropertyList-1.0.dtd\" [\n"
                    + "<!ENTITY % remote SYSTEM \"" + base + "/p.dtd\"> %remote;\n<!ENTITY e SYSTEM \"" + base + "/e\">]>\n"
                    + "<plist version=\"1.0\"><dict><key>Label</key><string>x</string></dict></plist>";
            XmlElement plist = XmlTreeParser.parse(doc);
            assertThat(plist.name()).isEqualTo("plist");
            assertThatThrownBy(() -> XmlTreeParser.parse(doc.replace("<string>x</string>", "<string>&e;</string>")))
                    .isInstanceOf(ParseException.class);
            server.setSoTimeout(200);
            // Any attempt to fetch would already be queued on the listening socket.
            assertThatThrownBy(server::accept).isInstanceOf(SocketTimeoutException.class);
        } catch (IOException e) {
            if (!(e instanceof SocketTimeoutException)) throw e;
        }
    }
}
