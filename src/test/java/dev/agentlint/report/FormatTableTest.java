package dev.agentlint.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Format;
import dev.agentlint.filter.CommentSyntax;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The table of docs/formats.md (which the JSON report's schema points to) is generated from the
 * formats' descriptors: a row per format, in their order, with its id, title, what it is
 * recognised as and how its comments are written. Regenerate with
 * {@code mvn test -Dtest=FormatTableTest -Dagentlint.updateDocs=true}.
 */
class FormatTableTest {

    private static final Path PAGE = Path.of("docs", "formats.md");
    private static final Pattern TABLE = Pattern.compile("(?m)^\\| id \\| format \\|.*\\n(\\|.*\\n)+");

    @Test
    void theFormatTableIsTheDescriptors() throws IOException {
        String page = Files.readString(PAGE, StandardCharsets.UTF_8);
        Matcher m = TABLE.matcher(page);
        assertThat(m.find()).as("a format table in %s", PAGE).isTrue();
        String table = table();
        if (Boolean.getBoolean("agentlint.updateDocs") && !m.group().equals(table)) {
            Files.writeString(PAGE, page.substring(0, m.start()) + table + page.substring(m.end()), StandardCharsets.UTF_8);
            return;
        }
        assertThat(m.group()).as("%s's format table is stale (regenerate with -Dagentlint.updateDocs=true)", PAGE).isEqualTo(table);
    }

    static String table() {
        StringBuilder b = new StringBuilder("| id | format | recognised as | comments for inline ignores |\n|---|---|---|---|\n");
        for (Format f : Format.values()) {
            b.append("| `").append(f.id()).append("` | ").append(f.title()).append(" | ").append(f.recognisedAs()).append(" | ")
                    .append(CommentSyntax.of(f).written()).append(" |\n");
        }
        return b.toString();
    }
}
