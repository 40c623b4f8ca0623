package dev.agentlint.fix;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.LineIndex;
import dev.agentlint.base.Span;
import dev.agentlint.model.Word;
import dev.agentlint.parse.ParseException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The edits container fixes need, format by format, on the text alone. */
class ContainerEditsTest {

    private static final Span TOP = new Span(1, 1, 1, 2);

    private static EditText text(String s) {
        return new EditText(s, new LineIndex(s));
    }

    private static String applied(EditText t) {
        return EditText.apply(t.text, t.edits());
    }

    @Test
    void yamlBlockListGetsAnItemInTheLastItemsStyleAfterItsComment() throws ParseException {
        EditText t = text("a:\n  cap_drop:\n    - \"NET_RAW\"  # why\n  user: x\n");
        assertThat(new YamlEditor().add(t, "/a/cap_drop", List.of("ALL"), TOP)).isEqualTo("cap_drop: [\"ALL\"]");
        assertThat(applied(t)).isEqualTo("a:\n  cap_drop:\n    - \"NET_RAW\"  # why\n    - \"ALL\"\n  user: x\n");
    }

    @Test
    void yamlFlowListsAreExtendedOrFilledAndAMissingListIsAddedInFlowStyle() throws ParseException {
        EditText t = text("a: {cap_drop: [NET_RAW], security_opt: []}\n");
        new YamlEditor().add(t, "/a/cap_drop", List.of("ALL"), TOP);
        new YamlEditor().add(t, "/a/security_opt", List.of("no-new-privileges:true"), TOP);
        assertThat(applied(t)).isEqualTo("a: {cap_drop: [NET_RAW, ALL], security_opt: [\"no-new-privileges:true\"]}\n");

        EditText m = text("a:\n  image: x\r\n");
        new YamlEditor().add(m, "/a/cap_drop", List.of("ALL"), TOP);
        assertThat(applied(m)).isEqualTo("a:\n  image: x\n  cap_drop: [ALL]\r\n");
    }

    @Test
    void yamlKeysOfOneNewMappingAreWrittenAsOneBlock() throws ParseException {
        EditText t = text("c:\n  - name: x\n    image: y\n");
        YamlEditor e = new YamlEditor();
        e.add(t, "/c/0/securityContext/capabilities/drop", List.of("ALL"), TOP);
        e.set(t, "/c/0/securityContext/allowPrivilegeEscalation", false, TOP);
        assertThat(applied(t)).isEqualTo(
                "c:\n  - name: x\n    image: y\n    securityContext:\n      capabilities:\n        drop: [ALL]\n      allowPrivilegeEscalation: false\n");
    }

    @Test
    void yamlListThatIsNotAListIsLeftAlone() throws ParseException {
        EditText t = text("a:\n  cap_drop: ALL\n");
        assertThat(new YamlEditor().add(t, "/a/cap_drop", List.of("ALL"), TOP)).isNull();
    }

    @Test
    void jsonArraysGrowLineByLineOrInline() throws ParseException {
        EditText t = text("{\n  \"runArgs\": [\n    \"--init\"\n  ],\n  \"a\": [\"x\"]\n}\n");
        new JsonEditor().add(t, "/runArgs", List.of("--cap-drop=ALL"), TOP);
        new JsonEditor().add(t, "/a", List.of("y", "z"), TOP);
        assertThat(applied(t)).isEqualTo("{\n  \"runArgs\": [\n    \"--init\",\n    \"--cap-drop=ALL\"\n  ],\n  \"a\": [\"x\", \"y\", \"z\"]\n}\n");

        // JSONC's trailing comma stays where the file has it: the new element goes before it.
        EditText trailing = text("{\"a\": [\"x\", ]}");
        new JsonEditor().add(trailing, "/a", List.of("y"), TOP);
        assertThat(applied(trailing)).isEqualTo("{\"a\": [\"x\", \"y\", ]}");
    }

    @Test
    void unitKeysGetOneMoreAssignmentInTheirSection() throws ParseException {
        EditText t = text("[Container]\nImage=x\nDropCapability=NET_RAW\n\n[Install]\nWantedBy=default.target\n");
        assertThat(new UnitEditor().add(t, "/Container/DropCapability", List.of("ALL"), TOP)).isEqualTo("DropCapability=ALL");
        assertThat(applied(t)).isEqualTo("[Container]\nImage=x\nDropCapability=NET_RAW\nDropCapability=ALL\n\n[Install]\nWantedBy=default.target\n");
    }

    @Test
    void valueEndIsRewrittenInsideItsQuotesOnlyWhenItReadsAsTheFactSays() {
        EditText t = text("ports: [\"8080:80\", '9000', 7000:7000]\n");
        ValueEnd.replace(t, new Span(1, 9, 1, 18), "8080:80", "127.0.0.1:8080:80");
        ValueEnd.replace(t, new Span(1, 20, 1, 26), "9000", "127.0.0.1::9000");
        ValueEnd.replace(t, new Span(1, 28, 1, 37), "7000:7000", "127.0.0.1:7000:7000");
        assertThat(applied(t)).isEqualTo("ports: [\"127.0.0.1:8080:80\", '127.0.0.1::9000', 127.0.0.1:7000:7000]\n");

        assertThat(ValueEnd.replace(text("p: \"80\\u0030\"\n"), new Span(1, 4, 1, 13), "800", "127.0.0.1::800")).isNull();
        assertThat(ValueEnd.replace(text("p: 8081:80\n"), new Span(1, 4, 1, 11), "8080:80", "127.0.0.1:8080:80")).isNull();
        assertThat(ValueEnd.replace(text("p: 80\n"), new Span(1, 4, 1, 6), "80", "127.0.0.1::80 x")).isNull();
    }

    @Test
    void commandLineWordsAreEditedOnlyWhereTheTextIsThatWord() {
        EditText t = text("docker run --privileged --rm x\n");
        Span flag = new Span(1, 12, 1, 24);
        assertThat(CommandLineEditor.replace(t, flag, List.of(new Word("--privileged", flag, true)), List.of())).isEmpty();
        assertThat(applied(t)).isEqualTo("docker run --rm x\n");

        // The span of a quoted word may be its content: removing it would leave "" behind.
        EditText quoted = text("docker run \"--privileged\" x\n");
        Span inner = new Span(1, 13, 1, 25);
        assertThat(CommandLineEditor.replace(quoted, inner, List.of(new Word("--privileged", inner, true)), List.of())).isNull();

        EditText other = text("docker run --privileged=true x\n");
        Span word = new Span(1, 12, 1, 29);
        assertThat(CommandLineEditor.replace(other, word, List.of(new Word("--privileged", word, true)), List.of())).isNull();

        EditText run = text("docker run x\n");
        Span sub = new Span(1, 8, 1, 11);
        assertThat(CommandLineEditor.addAfter(run, sub, new Word("run", sub, true), List.of("--cap-drop=ALL"))).isEqualTo("--cap-drop=ALL");
        assertThat(applied(run)).isEqualTo("docker run --cap-drop=ALL x\n");
        assertThat(CommandLineEditor.addAfter(text("docker create x\n"), sub, new Word("run", sub, true), List.of("--cpus=2"))).isNull();
    }
}
