package dev.agentlint.rules.common;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class GithubRefsTest {

    @ParameterizedTest
    @ValueSource(strings = {
            "${{ github.event.pull_request.head.sha }}", "${{github.event.pull_request.head.ref}}", "${{ github.head_ref }}",
            "${{ github.event.pull_request.head.repo.full_name }}", "refs/pull/${{ github.event.issue.number }}/merge",
            "${{ github.event.workflow_run.head_sha }}", "${{ github.event.pull_request.merge_commit_sha }}",
    })
    void pullRequestHeads(String ref) {
        assertThat(GithubRefs.isPullRequestHead(ref)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"main", "${{ github.sha }}", "${{ github.event.pull_request.base.sha }}", "${{ github.ref }}", "v1.2.3"})
    void otherRefs(String ref) {
        assertThat(GithubRefs.isPullRequestHead(ref)).isFalse();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "${{ secrets.MY_PAT }} | secrets.MY_PAT",
            "${{ secrets['BOT_TOKEN'] }} | secrets.BOT_TOKEN",
            "${{ secrets.GITHUB_TOKEN }} | ",
            "${{ github.token }} | ",
            "${{ steps.app.outputs.token }} | ",
    })
    void longLivedSecrets(String value, String secret) {
        assertThat(GithubRefs.longLivedSecret(value).orElse(null)).isEqualTo(secret);
    }
}
