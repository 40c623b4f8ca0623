package dev.agentlint.report;

import dev.agentlint.check.Lang;

/**
 * The fixed words of a rule page in one language: headings, captions and the sentences every
 * page shares. The rule's own prose comes from its metadata in that language.
 *
 * @param docsFromPage the way from a page of this language up to {@code docs/}
 */
record DocWords(String tableHeader, String all, String whatItFlags, String why, String hard, String soft,
                String quote, String whatToDo, String examples, String besideFile, String problematic, String correct,
                String noExample, String missingFormats, String exceptions, String noExceptions, String suppressing,
                String ignoresCannotBeIgnored, String inlineIgnore, String inlineIgnoreReason, String orConfiguration,
                String docsFromPage, String textWhy, String textPolicyLine, String textWhatToDo, String indexTitle, String indexIntro,
                String indexHeader, String unenforced, String autofix, String safeFix, String unsafeFix) {

    static final DocWords EN = new DocWords(
            "| level | policy | precision | security-severity | formats |\n",
            "all",
            "## What it flags\n\n",
            "## Why\n\n",
            "hard constraint",
            "guidance",
            "> **%s** (%s): %s\n\n",
            "## What to do\n\n",
            "## Examples\n\n",
            "With `%s` beside it:\n\n",
            "Problematic:\n\n",
            "Correct:\n\n",
            "No example yet.\n\n",
            "The rule reads the same facts in %s files; no example is shown for them yet.\n\n",
            "## Exceptions\n\n",
            RuleDocs.NO_EXCEPTIONS,
            "## Suppressing\n\n",
            "Findings about ignores cannot themselves be ignored inline. Turn the rule off (`rules: {%s: off}`) or add an"
                    + " `ignores:` entry in `.agentlint.yaml` (see [configuration](%s)).\n",
            "With a reason, on the offending line or the line above (in formats that have comments):\n\n",
            "<why this is acceptable here>",
            "or in `.agentlint.yaml` (see [configuration](%s)).\n",
            "../",
            "Why: ",
            "%s: %s\n",
            "What to do: ",
            "# Rules\n\n",
            "Generated from `rules/*.yaml`; `agentlint rules` prints the same list and `agentlint explain <id>` a page."
                    + " In Chinese (中文): [zh-CN/](zh-CN/README.md).\n\n",
            "| rule | level | policy | title |\n",
            "%s (%s): %s%n%nNo agentlint rule enforces %s: %s (see %s).%n",
            "Autofix (%s): %s%n%n",
            "safe, `scan --fix`",
            "unsafe, `scan --fix --unsafe-fixes`");

    static final DocWords ZH_CN = new DocWords(
            "| 级别 | 策略 | 精确度 | 安全严重度 | 适用格式 |\n",
            "全部",
            "## 检查什么\n\n",
            "## 为什么\n\n",
            "硬约束",
            "软指导",
            "> **%s**（%s）：%s\n\n",
            "## 怎么改\n\n",
            "## 示例\n\n",
            "旁边有 `%s`：\n\n",
            "有问题的写法：\n\n",
            "正确的写法：\n\n",
            "暂无示例。\n\n",
            "本规则在 %s 文件里读取同样的事实，这些格式暂未给出示例。\n\n",
            "## 例外\n\n",
            "目前没有已知的例外：这条规则的发现在哪里出现都值得修。确实可以接受的地方，写明理由再抑制（见下文），让下一位读者知道为什么。",
            "## 抑制\n\n",
            "关于忽略注释本身的发现不能再用行内注释忽略。可以关掉这条规则（`rules: {%s: off}`），或在 `.agentlint.yaml`"
                    + " 里加一条 `ignores:`（见[配置说明](%s)）。\n",
            "写明理由，放在出问题的那一行或它的上一行（限支持注释的格式）：\n\n",
            "<为什么这里可以接受>",
            "或写在 `.agentlint.yaml` 里（见[配置说明](%s)）。\n",
            "../../",
            "为什么：",
            "%s：%s\n",
            "怎么改：",
            "# 规则\n\n",
            "由 `rules/*.yaml` 与 `rules/zh-CN/*.yaml` 生成；`agentlint rules --lang zh-CN` 打印同样的列表，"
                    + "`agentlint explain <id> --lang zh-CN` 打印单条规则的说明。English: [../](../README.md)。\n\n",
            "| 规则 | 级别 | 策略 | 标题 |\n",
            "%s（%s）：%s%n%n没有 agentlint 规则检查 %s：%s（见 %s）。%n",
            "自动修复（%s）：%s%n%n",
            "安全，`scan --fix`",
            "不安全，`scan --fix --unsafe-fixes`");

    /**
     * The template with each {@code %s} replaced by the next value and {@code %n} by the line
     * separator. Not {@code String.format}: its parser costs a cold JVM, and every SARIF report
     * writes every rule's page.
     */
    static String fill(String template, String... values) {
        StringBuilder b = new StringBuilder(template.length() + 64);
        int next = 0;
        for (int i = 0; i < template.length(); i++) {
            char c = template.charAt(i);
            if (c == '%' && i + 1 < template.length() && template.charAt(i + 1) == 's') {
                b.append(values[next++]);
                i++;
            } else if (c == '%' && i + 1 < template.length() && template.charAt(i + 1) == 'n') {
                b.append(System.lineSeparator());
                i++;
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    static DocWords of(Lang lang) {
        return switch (lang) {
            case EN -> EN;
            case ZH_CN -> ZH_CN;
        };
    }
}
