package dev.agentlint.hostile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.WindowsCommandLine;
import dev.agentlint.parse.ini.WslIniParser;
import dev.agentlint.parse.unit.ExecLine;
import dev.agentlint.parse.xml.XmlTreeParser;
import dev.agentlint.rules.vm.WslBootCommandOnWindowsDrive;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The readers for VM, Windows and service formats take any text: they return or throw
 * {@link ParseException}, never anything else, and stay fast on long adversarial input.
 */
class VmServiceInputsTest {

    @Provide
    Arbitrary<String> configish() {
        return Arbitraries.strings().withChars("[]=#;\"'\\\n\r\t abcAB01<>/!&%$@+-:?").ofMaxLength(300);
    }

    @Property(tries = 2000)
    void wslIniNeverThrows(@ForAll("configish") String text) {
        for (WslIniParser.Dialect d : WslIniParser.Dialect.values()) WslIniParser.parse(text, d);
    }

    @Property(tries = 2000)
    void xmlOnlyThrowsParseException(@ForAll("configish") String text) {
        try {
            XmlTreeParser.parse(text);
        } catch (ParseException expected) {
            assertThat(expected.span()).isNotNull();
        }
    }

    @Property(tries = 2000)
    void commandLinesNeverThrow(@ForAll("configish") String text) {
        ExecLine.parse(text);
        WindowsCommandLine.split(text);
        WslBootCommandOnWindowsDrive.drivePath(List.of(text.split(" ")), "/mnt/");
        WslBootCommandOnWindowsDrive.drivePath(List.of(text.split(" ")), "/");
    }

    @TestFactory
    Stream<DynamicTest> longInputsStayLinear() {
        int n = 50_000;
        List<String> inputs = List.of("/mnt/c".repeat(n / 6), "/mnt/" + "c/".repeat(n / 2) + "!", "\\".repeat(n),
                "\"".repeat(n), "'".repeat(n), "sh -c " + "'a".repeat(n / 2), "[a".repeat(n / 2), "a=".repeat(n / 2) + "\\",
                "<a>".repeat(90) + "x".repeat(n), "env " + "A=1 ".repeat(n / 4) + "claude", "exec ".repeat(n / 5));
        return inputs.stream().map(s -> DynamicTest.dynamicTest(s.substring(0, 8) + "… (" + s.length() + ")",
                () -> assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
                    for (WslIniParser.Dialect d : WslIniParser.Dialect.values()) WslIniParser.parse(s, d);
                    ExecLine.parse(s);
                    WindowsCommandLine.split(s);
                    WslBootCommandOnWindowsDrive.drivePath(List.of(s.split(" ")), "/mnt/");
                    try {
                        XmlTreeParser.parse(s);
                    } catch (ParseException ignored) {
                        // refusing is fine; hanging or crashing is not
                    }
                })));
    }
}
