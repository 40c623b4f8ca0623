package dev.agentlint.parse;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Span;
import dev.agentlint.parse.ini.WslIni;
import dev.agentlint.parse.ini.WslIniParser;
import dev.agentlint.parse.ini.WslIniParser.Dialect;
import org.junit.jupiter.api.Test;

class WslIniParserTest {

    @Test
    void commentsQuotesAndEscapes() {
        WslIni ini = WslIniParser.parse("""
                # a comment
                [automount]
                enabled = false   # trailing comment
                options = "metadata,uid=1000 # not a comment"
                root=/mnt/ ; not a comment
                [boot]
                command = echo \\"hi\\" \\\\ \\
                  there
                [wsl2]
                kernel=C:\\\\wsl\\\\vmlinux
                """, Dialect.WSL_CONF);
        assertThat(ini.stop()).isNull();
        assertThat(ini.problems()).isEmpty();
        assertThat(ini.first("automount.enabled").value()).isEqualTo("false");
        assertThat(ini.first("automount.enabled").valueSpan()).isEqualTo(new Span(3, 11, 3, 16));
        assertThat(ini.first("automount.enabled").verbatim()).isTrue();
        assertThat(ini.first("automount.options").value()).isEqualTo("metadata,uid=1000 # not a comment");
        assertThat(ini.first("automount.options").verbatim()).isFalse();
        assertThat(ini.first("automount.root").value()).isEqualTo("/mnt/ ; not a comment");
        assertThat(ini.first("boot.command").value()).isEqualTo("echo \"hi\" \\   there");
        assertThat(ini.first("wsl2.kernel").value()).isEqualTo("C:\\wsl\\vmlinux");
        assertThat(ini.section("BOOT").span()).isEqualTo(new Span(6, 1, 6, 7));
    }

    @Test
    void keysAreCaseInsensitiveAndTheFirstDuplicateWins() {
        WslIni ini = WslIniParser.parse("[Interop]\nEnabled=no\nenabled=false\n[interop]\nappendwindowspath=false\n", Dialect.WSL_CONF);
        WslIni.Entry first = ini.first("interop.enabled");
        assertThat(first.value()).isEqualTo("no");
        assertThat(WslIni.bool(first.value())).isNull();
        assertThat(ini.all("interop.enabled")).hasSize(2);
        assertThat(WslIni.bool(ini.first("interop.appendWindowsPath").value())).isFalse();
        assertThat(ini.first("wsl2.networkingMode", "experimental.networkingMode")).isNull();
    }

    @Test
    void aliasesShareOneFirstOccurrence() {
        WslIni ini = WslIniParser.parse("[experimental]\nnetworkingMode=mirrored\n[wsl2]\nnetworkingMode=nat\n", Dialect.WSLCONFIG);
        assertThat(ini.first("wsl2.networkingMode", "experimental.networkingMode").value()).isEqualTo("mirrored");
    }

    @Test
    void wslConfStopsAtTheFirstInvalidLine() {
        String text = "[boot]\ncommand=/bin/true\n:WSLInterop:M::MZ::/init:PF\n[interop]\nenabled=false\n";
        WslIni conf = WslIniParser.parse(text, Dialect.WSL_CONF);
        assertThat(conf.stop()).isNotNull();
        assertThat(conf.stop().span().line()).isEqualTo(3);
        assertThat(conf.first("interop.enabled")).isNull();
        assertThat(conf.first("boot.command").value()).isEqualTo("/bin/true");

        WslIni config = WslIniParser.parse(text, Dialect.WSLCONFIG);
        assertThat(config.stop()).isNull();
        assertThat(config.problems()).hasSize(1);
        assertThat(config.first("interop.enabled").value()).isEqualTo("false");
    }

    @Test
    void invalidEscapesAndQuotesMakeTheLineInvalid() {
        WslIni ini = WslIniParser.parse("[wsl2]\nkernel=C:\\temp\\k\nswap=\"0\nmemory=4GB\n", Dialect.WSLCONFIG);
        assertThat(ini.problems()).extracting(p -> p.span().line()).containsExactly(2, 3);
        assertThat(ini.first("wsl2.kernel")).isNull();
        assertThat(ini.first("wsl2.memory").value()).isEqualTo("4GB");
        assertThat(ini.problems().get(0).message()).contains("doubled backslashes");
    }

    @Test
    void crlfFiles() {
        WslIni conf = WslIniParser.parse("[automount]\r\nenabled=false\r\n[interop]\r\nenabled=false\r\n", Dialect.WSL_CONF);
        assertThat(conf.stop()).isNull();
        assertThat(conf.first("automount.enabled").value()).isEqualTo("false");
        assertThat(conf.first("interop.enabled").valueSpan()).isEqualTo(new Span(4, 9, 4, 14));
        // A continuation before CRLF is a line end in .wslconfig (text mode) but an invalid escape in wsl.conf.
        String cont = "[boot]\r\ncommand=a \\\r\nb\r\n[interop]\r\nenabled=false\r\n";
        assertThat(WslIniParser.parse(cont, Dialect.WSLCONFIG).first("boot.command").value()).isEqualTo("a b");
        assertThat(WslIniParser.parse(cont, Dialect.WSL_CONF).stop()).isNotNull();
    }

    @Test
    void booleans() {
        assertThat(WslIni.bool("TRUE")).isTrue();
        assertThat(WslIni.bool("0")).isFalse();
        assertThat(WslIni.bool("yes")).isNull();
        assertThat(WslIni.bool("off")).isNull();
    }

    @Test
    void hostileInputNeverThrows() {
        for (String s : new String[] {"", "[", "[a", "a", "a=", "a=\\", "=x", "\r", "\r\r\n", "[a]x", "a=\"\\", "\\\n"}) {
            for (Dialect d : Dialect.values()) WslIniParser.parse(s, d);
        }
    }
}
