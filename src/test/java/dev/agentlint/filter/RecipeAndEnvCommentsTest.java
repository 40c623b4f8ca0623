package dev.agentlint.filter;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Format;
import dev.agentlint.base.SourceFile;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The comments the Makefile, justfile and credential-file readers record: make's and just's own,
 * the shell's in recipes (at the characters of the file they came from), and env files' line rule.
 */
class RecipeAndEnvCommentsTest {

    /** The text of each comment, as inline ignores see it ({@code +} marks code before it on its line). */
    private static List<String> comments(String path, Format format, String text) {
        List<String> out = new ArrayList<>();
        SourceFile file = SourceFile.of(path, format, text);
        for (Comments.Comment c : ParsedComments.of(file, CommentSyntax.of(format), null)) {
            out.add((c.codeBefore() ? "+" : "") + text.substring(c.start(), c.end()));
        }
        return out;
    }

    private static List<String> make(String text) {
        return comments("Makefile", Format.MAKEFILE, text);
    }

    private static List<String> just(String text) {
        return comments("justfile", Format.JUSTFILE, text);
    }

    private static List<String> env(String text) {
        return comments(".env", Format.CREDENTIAL_FILE, text);
    }

    @Test
    void makesOwnCommentsStartAtAnyHashButAnEscapedOne() {
        String mk = "# top\nCC = gcc # the compiler\nTAG = a\\#b # real\nURL = http://x/#fragment\n";
        assertThat(make(mk)).containsExactly("# top", "+# the compiler", "+# real", "+#fragment");
    }

    /** make has no quotes: an apostrophe on a make line is text, and hides no comment after it. */
    @Test
    void anApostropheOnAMakeLineOpensNoQuote() {
        String mk = "NOTE = don't\n# after\nfetch:\n\tcurl 'x # in quotes' # shell\n";
        assertThat(make(mk)).containsExactly("# after", "+# shell");
    }

    @Test
    void aBackslashContinuesAMakeCommentOntoTheNextLine() {
        assertThat(make("# one \\\n  two\nX = 1\n")).containsExactly("# one \\\n  two");
    }

    @Test
    void aDefineBodyIsAValueWithoutComments() {
        String mk = "define BANNER # on the define line\n# a value line\necho '#'\nendef # after endef\n";
        assertThat(make(mk)).containsExactly("+# on the define line", "+# after endef");
    }

    /** In a recipe the shell decides: quotes, $#, ${#x} and words with a '#' inside are no comments. */
    @Test
    void recipeLinesHaveTheShellsComments() {
        String mk = "t:\n\techo \"a # b\" '# c' $$# $${#x} a#b # shell comment\n# make comment in the rule\n\t# shell line\n";
        assertThat(make(mk)).containsExactly("+# shell comment", "# make comment in the rule", "# shell line");
    }

    @Test
    void aCommentAfterARulesSemicolonIsTheRecipes() {
        assertThat(make("t: dep ; echo hi # after the recipe\nu: dep # make's\n")).containsExactly("+# after the recipe", "+# make's");
    }

    /** A variable make expands at the end of a comment maps to where it is referenced: the comment still runs to the line's end. */
    @Test
    void aRecipeCommentRunsToTheEndOfItsLineThroughExpandedVariables() {
        assertThat(make("V = value\nt:\n\t@ # uses $(V) and ${W}\n")).containsExactly("+# uses $(V) and ${W}");
    }

    @Test
    void justsOwnCommentsAreOutsideStringsAndBackticks() {
        String j = "# top\nx := \"a # b\" # after a string\nz := `echo '#'` # after a backtick\nset shell := [\"bash\", \"-c\"] # setting\n";
        assertThat(just(j)).containsExactly("# top", "+# after a string", "+# after a backtick", "+# setting");
    }

    @Test
    void justRecipeLinesHaveTheShellsComments() {
        String j = "build: # header\n    echo \"# no\" ${#x} # yes {{x}}\n    @# after the sigil\n";
        assertThat(just(j)).containsExactly("+# header", "+# yes {{x}}", "+# after the sigil");
    }

    /** A shebang recipe is one script: its #! line is a comment, a here-document's body is data. */
    @Test
    void aShebangRecipesHereDocumentHoldsNoComments() {
        String j = "gen:\n    #!/usr/bin/env bash\n    cat <<EOF\n    # data\n    EOF\n    echo done # a comment\n";
        assertThat(just(j)).containsExactly("#!/usr/bin/env bash", "+# a comment");
    }

    @Test
    void envCommentsStartALineOrFollowABlankOutsideAValuesQuotes() {
        String e = "# top\n  # indented\nA=b # c\nB=b#c\nC=\"x # y\" # z\nD='x # y'\nE=it's # after\nF=\"open # x\nG=b\t# tab\r\nH=v # crlf\r\n";
        assertThat(env(e)).containsExactly("# top", "# indented", "+# c", "+# z", "+# after", "+# tab", "+# crlf");
    }

    @Test
    void otherCredentialFilesUseTheSameLineRuleAndDockerConfigHasNone() {
        assertThat(comments(".npmrc", Format.CREDENTIAL_FILE, "# top\n; not one\nkey = v # c\n")).containsExactly("# top", "+# c");
        assertThat(comments(".docker/config.json", Format.CREDENTIAL_FILE, "{\"auths\": {} # not JSON\n}\n")).isEmpty();
    }
}
