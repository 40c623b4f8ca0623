package dev.agentlint.parse.shell;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ArbitrarySupplier;
import net.jqwik.api.Combinators;

/** Generated shell-like input for property tests: random characters, token soup, mutated real scripts. */
public final class ShellInputs {

    /** Characters that matter to the shell, with some letters and a non-ASCII one. */
    static final String ALPHABET = "\"'\\$`(){}[];&|<>#!*?@~=-+:/.,% \t\n\r\0abcxyzEOF0123456789é";

    static final List<String> SEEDS = List.of(
            "#!/bin/bash\nset -eu\nclaude -p \"$TASK\" \\\n  --dangerously-skip-permissions\n",
            "if [ -f /.dockerenv ]; then exec codex --yolo; else echo no; exit 1; fi\n",
            "cat <<'EOF' | bash\nclaude --x\nEOF\n",
            "x=$(printf '%s' \"$(date)\"); arr=(a \"b c\"); echo \"${arr[@]}\" ${x:-d} `id -u`\n",
            "case \"$1\" in -y|--yes) Y=1;; *) exit 2;; esac; for f in *.sh; do bash -n \"$f\"; done\n",
            "f() { local a=$1; [[ $a =~ ^[0-9]+$ ]] && return 0; }; f 1 || { echo bad >&2; }\n",
            "podman run --rm --network none -v \"$PWD:/w\" img sh -c 'claude -p \"hi\"' 2>&1 | tee log &\n",
            "echo $'a\\tb\\x41\\u00e9' \"$((1 + (2*3)))\" <(sort a) >(cat) <<< \"here\"\n",
            "sudo env A=1 npx -y @openai/codex exec --yolo || ssh h 'claude -p x'; eval \"$CMD\"; alias y='gemini -y'\n");

    private ShellInputs() {}

    /** Any of the three kinds below. */
    public static final class Any implements ArbitrarySupplier<String> {
        @Override
        public Arbitrary<String> get() {
            return Arbitraries.oneOf(new Shellish().get(), new Tokens().get(), new Mutated().get());
        }
    }

    public static final class Shellish implements ArbitrarySupplier<String> {
        @Override
        public Arbitrary<String> get() {
            return Arbitraries.strings().withChars(ALPHABET.toCharArray()).ofMaxLength(400);
        }
    }

    public static final class Tokens implements ArbitrarySupplier<String> {
        @Override
        public Arbitrary<String> get() {
            Arbitrary<String> token = Arbitraries.of("if ", "then ", "fi", "else ", "do ", "done", "case ", " in ", "esac",
                    ";;", "{ ", " }", "( ", " )", "$(", "${", "`", "\"", "'", "<<EOF\n", "<<-'X'\n", "EOF\n", "X\n", "\\\n",
                    "\r\n", "&&", "||", "|", "&", ";", "\n", " ", "$((", "))", "[[ ", " ]]", "=(", "a=", "echo ", "claude ",
                    "--yolo", "# c\n", "function f ", "f() ", "$'", "\\", "!", "for x in ", "while ", "bash -c ", "sudo ",
                    "npx -y ", "podman run img ", "ssh h ", "eval ", "exec ", "exit ", "[ -f /.dockerenv ] ", "$A", "A=x ");
            return token.list().ofMaxSize(80).map(l -> String.join("", l));
        }
    }

    public static final class Mutated implements ArbitrarySupplier<String> {
        @Override
        public Arbitrary<String> get() {
            Arbitrary<String> seed = Arbitraries.of(SEEDS);
            Arbitrary<Integer> at = Arbitraries.integers().between(0, 10_000);
            Arbitrary<String> insert = Arbitraries.strings().withChars(ALPHABET.toCharArray()).ofMaxLength(6);
            return Combinators.combine(seed, at, at, insert, Arbitraries.integers().between(0, 3)).as((s, i, j, ins, op) -> {
                int a = i % (s.length() + 1);
                int b = Math.min(s.length(), a + j % 8);
                return switch (op) {
                    case 0 -> s.substring(0, a) + ins + s.substring(a);
                    case 1 -> s.substring(0, a) + s.substring(b);
                    case 2 -> s.substring(0, a) + s.substring(a, b).repeat(3) + s.substring(b);
                    default -> s.substring(a) + s.substring(0, a);
                };
            });
        }
    }
}
