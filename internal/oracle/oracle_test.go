package oracle

import "testing"

func TestLookupMissing(t *testing.T) {
	if _, err := Lookup("lowerc-no-such-tool-xyz"); err == nil {
		t.Fatal("Lookup found a tool that does not exist")
	}
}

func TestRunReportsFailure(t *testing.T) {
	sh := Require(t, "sh")
	out, err := Run(sh, []byte("echo hi\n"))
	if err != nil || string(out) != "hi\n" {
		t.Fatalf("Run(sh) = %q, %v", out, err)
	}
	if _, err := Run(sh, nil, "-c", "exit 3"); err == nil {
		t.Fatal("Run ignored a non-zero exit")
	}
}
