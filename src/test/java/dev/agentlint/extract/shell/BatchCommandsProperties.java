package dev.agentlint.extract.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Format;
import dev.agentlint.model.Command;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Word;
import dev.agentlint.base.SourceFile;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Whatever the arguments, a batch line that quotes them as cmd and a Windows program expect
 * gives them back; comment lines, labels and {@code echo} around it add no command.
 */
class BatchCommandsProperties {

    @Property(tries = 2000)
    void quotedArgumentsReadBackExactly(@ForAll("arguments") List<String> args, @ForAll("noise") String noise) {
        StringBuilder line = new StringBuilder("codex");
        for (String a : args) line.append(' ').append(quote(a));
        FileFacts facts = new FileFacts(SourceFile.of("run.cmd", Format.BATCH, noise + "\r\n" + line + "\r\n" + noise));
        new BatchExtractor().extract(facts);
        List<Command> codex = facts.commands().stream().filter(c -> c.program().equals("codex")).toList();
        assertThat(codex).hasSize(1);
        List<String> read = new ArrayList<>(codex.get(0).argv().stream().map(Word::value).toList());
        assertThat(read.subList(1, read.size())).containsExactlyElementsOf(args);
        assertThat(codex.get(0).argv()).allMatch(Word::literal);
    }

    /** Always in double quotes (so cmd leaves {@code & | ( ) < > ^} alone), {@code %} doubled, backslashes before the closing quote doubled. */
    private static String quote(String a) {
        String body = a.replace("%", "%%");
        int trailing = 0;
        while (trailing < body.length() && body.charAt(body.length() - 1 - trailing) == '\\') trailing++;
        return "\"" + body + "\\".repeat(trailing) + "\"";
    }

    @Provide
    Arbitrary<List<String>> arguments() {
        return Arbitraries.strings().withChars("abc-=:/\\.@#;|&(){}[]<>,^ %\t!").ofMaxLength(12).list().ofMaxSize(6);
    }

    @Provide
    Arbitrary<String> noise() {
        return Arbitraries.of("rem codex --yolo", ":: codex --yolo", ":label", "echo codex --yolo ^& more", "@echo off", "");
    }
}
