package dev.agentlint.rules.common;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class GithubRefsTest {

    @ParameterizedTest
    @ValueSource(strings = {
            "${{ github.event.pull_request.head.sha }}", "${{github.event.pull_request.head.sha}}",
            "refs/pull/${{ github.event.issue.number }}/merge", "${{ github.event.workflow_run.head_sha }}",
            "${{ github.event.pull_request.merge_commit_sha }}",
    })
    void pullRequestCommits(String ref) {
        assertThat(GithubRefs.isPullRequestHead(ref)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"main", "${{ github.sha }}", "${{ github.event.pull_request.base.sha }}", "${{ github.ref }}", "v1.2.3",
            "${{ github.head_ref }}", "${{ github.event.workflow_run.head_branch }}", "${{ github.event.pull_request.head.ref }}"})
    void baseRefsAndBranchNames(String ref) {
        assertThat(GithubRefs.isPullRequestHead(ref)).isFalse();
    }

    @ParameterizedTest
    @CsvSource({"${{ github.event.pull_request.head.repo.full_name }}, true",
            "${{ github.event.workflow_run.head_repository.full_name }}, true", "${{ github.repository }}, false"})
    void headRepositories(String repository, boolean head) {
        assertThat(GithubRefs.isPullRequestRepository(repository)).isEqualTo(head);
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
