package dev.agentlint.rules.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.agentlint.check.Message;
import dev.agentlint.model.PermissionRule;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** The rule's reading of {@code Bash(...)} specs, and that it stays linear on hostile ones. */
class BroadShellPermissionTest {

    /** The pattern the rule used before: right on short specs, quadratic on a long run of blanks. */
    private static final Pattern ORACLE = Pattern.compile("\\s*([^\\s:*]+)(?:\\s*:?\\s*\\*|\\s+-c\\s*:?\\s*\\*)\\s*");

    @Test
    void readsTheFormsAgentsWrite() {
        assertThat(BroadShellPermission.anyArgumentsOf("python3:*")).isEqualTo("python3");
        assertThat(BroadShellPermission.anyArgumentsOf(" node * ")).isEqualTo("node");
        assertThat(BroadShellPermission.anyArgumentsOf("bash -c *")).isEqualTo("bash");
        assertThat(BroadShellPermission.anyArgumentsOf("sh -c:*")).isEqualTo("sh");
        assertThat(BroadShellPermission.anyArgumentsOf("bash-c *")).isEqualTo("bash-c");
        assertThat(BroadShellPermission.anyArgumentsOf("npm run test *")).isNull();
        assertThat(BroadShellPermission.anyArgumentsOf("bash -c echo")).isNull();
        assertThat(BroadShellPermission.anyArgumentsOf("*")).isNull();
        assertThat(BroadShellPermission.breadth(PermissionRule.of("Bash(python3:*)"))).isEqualTo(Message.of("any-code", "command", "python3"));
        assertThat(BroadShellPermission.breadth(PermissionRule.of("Bash(npm test:*)"))).isNull();
    }

    @Provide
    Arbitrary<String> specs() {
        return Arbitraries.strings().withChars(" \t:*-cabsh").ofMaxLength(14);
    }

    @Property(tries = 3000)
    void agreesWithThePatternItReplaces(@ForAll("specs") String spec) {
        Matcher m = ORACLE.matcher(spec);
        assertThat(BroadShellPermission.anyArgumentsOf(spec)).isEqualTo(m.matches() ? m.group(1) : null);
    }

    @Test
    void aLongRunOfBlanksIsLinear() {
        String spec = "bash" + " ".repeat(2_000_000) + "x";
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> assertThat(BroadShellPermission.breadth(PermissionRule.of("Bash(" + spec + ")"))).isNull());
    }
}
