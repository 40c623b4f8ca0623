package dev.agentlint.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Templates with named parameters: values as written, clauses in the same language, other braces as text. */
class MessageTest {

    @Test
    void parametersAreFilledWithTheirValuesAsWritten() {
        Message m = Message.of("shared", "path", "~/.ssh", "via", "compose service \"agent\"", "count", 3);
        assertThat(m.render(Map.of("shared", "{path} is shared with {via} ({count} times)")))
                .isEqualTo("~/.ssh is shared with compose service \"agent\" (3 times)");
        assertThat(m.render(Map.of("shared", "{via} 共享了 {path}（{count} 次）"))).isEqualTo("compose service \"agent\" 共享了 ~/.ssh（3 次）");
    }

    @Test
    void aValueIsNeverReadAsATemplate() {
        Message m = Message.of("x", "value", "{value} ${HOME} {other}");
        assertThat(m.render(Map.of("x", "got {value}."))).isEqualTo("got {value} ${HOME} {other}.");
    }

    @Test
    void bracesThatNameNoParameterAreText() {
        Message m = Message.of("x", "token", "MCP_TOKEN");
        String template = "send {\"Authorization\": \"Bearer ${MCP_TOKEN}\"}, ${{ secrets.X }}, {} and {Upper} as {token}";
        assertThat(m.render(Map.of("x", template)))
                .isEqualTo("send {\"Authorization\": \"Bearer ${MCP_TOKEN}\"}, ${{ secrets.X }}, {} and {Upper} as MCP_TOKEN");
        assertThat(Message.parameters(template)).containsExactly("token");
    }

    @Test
    void aClauseIsAnotherTemplateInTheSameLanguage() {
        Message m = Message.of("shared", "path", "~", "mode", Message.of("read-only"));
        assertThat(m.render(Map.of("shared", "{path} is shared{mode}.", "read-only", " (read-only)"))).isEqualTo("~ is shared (read-only).");
        assertThat(m.render(Map.of("shared", "{path} 被共享{mode}。", "read-only", "（只读）"))).isEqualTo("~ 被共享（只读）。");
    }

    @Test
    void aListIsJoinedByItsSeparatorInTheSameLanguage() {
        Message m = Message.of("listens", "where", Message.list("and", List.of("0.0.0.0", Message.of("lan", "address", "10.0.0.2"))));
        assertThat(m.render(Map.of("listens", "listens on {where}", "and", " and ", "lan", "{address} (a LAN address)")))
                .isEqualTo("listens on 0.0.0.0 and 10.0.0.2 (a LAN address)");
        assertThat(m.render(Map.of("listens", "监听 {where}", "and", "和", "lan", "{address}（局域网地址）"))).isEqualTo("监听 0.0.0.0和10.0.0.2（局域网地址）");
    }

    @Test
    void aMissingTemplateOrClauseIsNullSoTheCallerFallsBack() {
        assertThat(Message.of("absent").render(Map.of("other", "x"))).isNull();
        assertThat(Message.of("s", "c", Message.of("absent")).render(Map.of("s", "{c}"))).isNull();
    }

    @Test
    void aParameterTheRuleDoesNotGiveStaysVisible() {
        assertThat(Message.of("s").render(Map.of("s", "a {missing} b"))).isEqualTo("a {missing} b");
    }
}
