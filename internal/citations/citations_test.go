package citations

import (
	"bufio"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// repointed is set to true by scripts/repoint-citations.sh once it has
// rewritten every citation to docs/reference/X.md. Until then the older
// forms (../shared/reference/X.md, reference/X.md, a bare X.md) are
// accepted, but their sections are checked against docs/reference all the
// same; afterwards any other form is an error.
const repointed = true

// notes are the reference notes a citation may name.
var notes = []string{"ptx", "amdgpu", "semantics", "validation", "style"}

// scanned are the kinds of file whose citations are checked: sources,
// goldens, txtar scripts and Markdown.
var scanned = map[string]bool{".go": true, ".txt": true, ".ptx": true, ".s": true, ".ll": true, ".tile": true, ".md": true}

const modern = "docs/" + "reference/" // split so that the rewrite script leaves this file's patterns alone

var (
	citeRe = regexp.MustCompile(`([\w./-]*)\b(` + strings.Join(notes, "|") + `)\.md\b`)
	// stopRe ends the text a citation's section list is read from.
	stopRe    = regexp.MustCompile("[()\"`;|\\[\\]\n<>]|: |\\. |,\\s*(?:and|or|see|plus)\\b")
	sectRe    = regexp.MustCompile(`§(\d+(?:\.\d+)*)(?:\s+line\s+(\d+))?`)
	tableRe   = regexp.MustCompile(`\btable\s+(\d+(?:\.\d+)*)`)
	findingRe = regexp.MustCompile(`\bF(\d+)\b`)
	headRe    = regexp.MustCompile(`^#{1,6}\s+(?:(\d+(?:\.\d+)*)\.?\s+)?(.*)$`)
)

// A doc is the anchors of one note: its numbered sections (with their text up
// to the next heading), its headings and its findings rows.
type doc struct {
	sections map[string][]string // "2.1" → lines of the section
	headings []string            // lower-cased heading texts
	findings map[string]bool     // "7" for a "| F7 |" row
}

func root(t *testing.T) string {
	dir, err := filepath.Abs("../..")
	require.NoError(t, err)
	_, err = os.Stat(filepath.Join(dir, "go.mod"))
	require.NoError(t, err, "the module root is two levels up")
	return dir
}

func loadDoc(t *testing.T, path string) *doc {
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	d := &doc{sections: map[string][]string{}, findings: map[string]bool{}}
	cur := ""
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	inCode := false
	for sc.Scan() {
		l := sc.Text()
		if strings.HasPrefix(l, "```") {
			inCode = !inCode
		}
		if m := headRe.FindStringSubmatch(l); m != nil && !inCode {
			cur = m[1]
			if cur != "" {
				_, dup := d.sections[cur]
				assert.False(t, dup, "%s: section %s twice", path, cur)
				d.sections[cur] = nil
			}
			d.headings = append(d.headings, strings.ToLower(m[2]))
			continue
		}
		if cur != "" {
			d.sections[cur] = append(d.sections[cur], l)
		}
		if m := regexp.MustCompile(`^\|\s*F(\d+)\s*\|`).FindStringSubmatch(l); m != nil {
			d.findings[m[1]] = true
		}
	}
	require.NoError(t, sc.Err())
	return d
}

func loadDocs(t *testing.T, dir string) map[string]*doc {
	docs := map[string]*doc{}
	for _, n := range notes {
		p := filepath.Join(dir, "docs", "reference", n+".md")
		if _, err := os.Stat(p); err == nil {
			docs[n] = loadDoc(t, p)
		}
	}
	require.Contains(t, docs, "ptx")
	require.Contains(t, docs, "amdgpu")
	require.Contains(t, docs, "semantics")
	return docs
}

// checkAnchors returns the problems of the section list that follows a
// citation of note n in text.
func checkAnchors(d *doc, n, text string) []string {
	var bad []string
	for _, m := range sectRe.FindAllStringSubmatch(text, -1) {
		lines, ok := d.sections[m[1]]
		if !ok {
			bad = append(bad, fmt.Sprintf("%s.md has no §%s", n, m[1]))
			continue
		}
		if m[2] != "" {
			found := false
			for _, l := range lines {
				found = found || strings.HasPrefix(l, m[2]+". ")
			}
			if !found {
				bad = append(bad, fmt.Sprintf("%s.md §%s has no line %s", n, m[1], m[2]))
			}
		}
	}
	for _, m := range tableRe.FindAllStringSubmatch(text, -1) {
		lines, ok := d.sections[m[1]]
		table := false
		for _, l := range lines {
			table = table || strings.HasPrefix(l, "|")
		}
		if !ok || !table {
			bad = append(bad, fmt.Sprintf("%s.md has no table %s", n, m[1]))
		}
	}
	if n == "semantics" {
		for _, m := range findingRe.FindAllStringSubmatch(text, -1) {
			if !d.findings[m[1]] {
				bad = append(bad, fmt.Sprintf("%s.md has no finding F%s", n, m[1]))
			}
		}
	}
	if strings.HasPrefix(strings.ToLower(strings.TrimSpace(text)), "verification log") {
		found := false
		for _, h := range d.headings {
			found = found || strings.Contains(h, "verification log")
		}
		if !found {
			bad = append(bad, n+".md has no verification log")
		}
	}
	return bad
}

// A citation problem, with the file:line it is at.
type problem struct{ pos, msg string }

// scan checks every citation in the text of one file.
func scan(docs map[string]*doc, rel, text string, strict bool) (problems []problem, cites, anchors int) {
	ms := citeRe.FindAllStringSubmatchIndex(text, -1)
	for i, m := range ms {
		prefix, n := text[m[2]:m[3]], text[m[4]:m[5]]
		if prefix != "" && !strings.HasSuffix(prefix, "/") {
			continue // part of another name (nvptx.md)
		}
		line := 1 + strings.Count(text[:m[0]], "\n")
		pos := fmt.Sprintf("%s:%d", rel, line)
		cites++
		switch {
		case prefix == modern:
		case strict:
			problems = append(problems, problem{pos, fmt.Sprintf("%s%s.md is not %s%s.md (run scripts/repoint-citations.sh)", prefix, n, modern, n)})
			continue
		case prefix != "" && !strings.HasSuffix(prefix, "reference/"):
			problems = append(problems, problem{pos, fmt.Sprintf("%s%s.md points outside docs/reference", prefix, n)})
			continue
		}
		d := docs[n]
		if d == nil {
			problems = append(problems, problem{pos, fmt.Sprintf("%s%s.md does not exist in this repository", modern, n)})
			continue
		}
		end := len(text)
		if i+1 < len(ms) {
			end = ms[i+1][0]
		}
		after := text[m[1]:end]
		if len(after) > 120 {
			after = after[:120]
		}
		if s := stopRe.FindStringIndex(after); s != nil {
			after = after[:s[0]]
		}
		anchors += len(sectRe.FindAllString(after, -1)) + len(tableRe.FindAllString(after, -1))
		for _, b := range checkAnchors(d, n, after) {
			problems = append(problems, problem{pos, b})
		}
	}
	return problems, cites, anchors
}

// TestCitationsResolve: every citation of a reference note in a source,
// golden, script or Markdown file of the repository (docs/reference itself
// aside) names a note that exists in docs/reference and sections, tables,
// numbered lines and findings that exist in it; after
// scripts/repoint-citations.sh (repointed), every citation is spelled
// docs/reference/X.md.
func TestCitationsResolve(t *testing.T) {
	dir := root(t)
	docs := loadDocs(t, dir)
	self, err := filepath.Abs("citations_test.go")
	require.NoError(t, err)
	var problems []problem
	files, cites, anchors := 0, 0, 0
	err = filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if e.IsDir() {
			if rel != "." && strings.HasPrefix(e.Name(), ".") || rel == filepath.Join("docs", "reference") {
				return filepath.SkipDir
			}
			return nil
		}
		if !scanned[filepath.Ext(p)] || p == self {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		files++
		ps, c, a := scan(docs, filepath.ToSlash(rel), string(b), repointed)
		problems = append(problems, ps...)
		cites += c
		anchors += a
		return nil
	})
	require.NoError(t, err)
	for _, p := range problems {
		t.Errorf("%s: %s", p.pos, p.msg)
	}
	t.Logf("%d files, %d citations, %d section or table anchors checked", files, cites, anchors)
	assert.Greater(t, cites, 300, "citations found")
	assert.Greater(t, anchors, 300, "anchors checked")
}

// TestScanCatches: the checks of TestCitationsResolve reject what they
// should, on made-up text against the real notes.
func TestScanCatches(t *testing.T) {
	docs := loadDocs(t, root(t))
	cases := []struct {
		text   string
		strict bool
		want   string // "" no problem
	}{
		{"// " + modern + "ptx.md §2.1, §2.3", true, ""},
		{"// " + modern + "ptx.md table 1.2 (canonical order)", true, ""},
		{"// " + modern + "amdgpu.md §4.2 line 3 (min → −0)", true, ""},
		{"// " + modern + "semantics.md §2.2, F3", true, ""},
		{"// " + modern + "ptx.md verification log", true, ""},
		{"// " + modern + "ptx.md §9.9", true, "ptx.md has no §9.9"},
		{"// " + modern + "ptx.md table 2.9", true, "ptx.md has no table 2.9"},
		{"// " + modern + "amdgpu.md §4.2 line 7", true, "has no line 7"},
		{"// " + modern + "semantics.md F99", true, "has no finding F99"},
		{"// " + modern + "style.md §1", true, "does not exist"},
		{"// reference/ptx.md §2.1", true, "run scripts/repoint-citations.sh"},
		{"// ../shared/" + "reference/ptx.md §2.1", true, "run scripts/repoint-citations.sh"},
		{"// ptx.md §2.1", true, "run scripts/repoint-citations.sh"},
		{"// ptx.md §2.1", false, ""},
		{"// ../../shared/" + "reference/amdgpu.md §3.99", false, "amdgpu.md has no §3.99"},
		{"// /work/other/ptx.md", false, "points outside docs/reference"},
		{"// nvptx.md §9", true, ""}, // not a citation
	}
	for _, c := range cases {
		ps, _, _ := scan(docs, "x.go", c.text, c.strict)
		if c.want == "" {
			assert.Empty(t, ps, c.text)
			continue
		}
		if assert.Len(t, ps, 1, c.text) {
			assert.Contains(t, ps[0].msg, c.want, c.text)
		}
	}
}

// TestRepointScript runs scripts/repoint-citations.sh on a small git tree
// and checks what it rewrites, what it leaves alone, and that it is
// idempotent and makes the test strict.
func TestRepointScript(t *testing.T) {
	for _, tool := range []string{"git", "perl", "gofmt", "bash"} {
		_, err := exec.LookPath(tool)
		require.NoError(t, err, "the script needs %s", tool)
	}
	script := filepath.Join(root(t), "scripts", "repoint-citations.sh")
	dir := t.TempDir()
	files := map[string]string{
		"a/x.go": "package a\n\n// See ../shared/" + "reference/ptx.md §2.1 and ../../../shared/" + "reference/amdgpu.md.\n" +
			"// reference/semantics.md §2.2, ptx.md table 1.2, (amdgpu.md §4.2 line 3).\n" +
			"// Already: " + modern + "ptx.md §1.1; not a note: nvptx.md, max.md, /abs/ptx.md.\n" +
			"var src = []string{\"x\", \"ptx.md §1.2 [D+V]\"} // aligned\nvar b = \"semantics.md F7\"\n",
		"a/testdata/g.ptx":                     "// golden: (reference/ptx.md table 1.2)\n",
		"docs/reference/ptx.md":                "# PTX: see ptx.md §1\n",
		"internal/citations/citations_test.go": "package citations\n\nconst repointed = false\n",
		"b/notes.bin":                          "ptx.md\n",
	}
	for p, s := range files {
		require.NoError(t, os.MkdirAll(filepath.Join(dir, filepath.Dir(p)), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(dir, p), []byte(s), 0o644))
	}
	run := func(name string, args ...string) string {
		cmd := exec.Command(name, args...)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "%s %v: %s", name, args, out)
		return string(out)
	}
	run("git", "init", "-q")
	run("git", "add", ".")
	run("bash", script)
	read := func(p string) string {
		b, err := os.ReadFile(filepath.Join(dir, p))
		require.NoError(t, err)
		return string(b)
	}
	x := read("a/x.go")
	for _, want := range []string{
		"See " + modern + "ptx.md §2.1 and " + modern + "amdgpu.md.",
		"// " + modern + "semantics.md §2.2, " + modern + "ptx.md table 1.2, (" + modern + "amdgpu.md §4.2 line 3).",
		"Already: " + modern + "ptx.md §1.1; not a note: nvptx.md, max.md, /abs/ptx.md.",
		"\"" + modern + "ptx.md §1.2 [D+V]\"",
		"\"" + modern + "semantics.md F7\"",
	} {
		assert.Contains(t, x, want)
	}
	assert.NotContains(t, x, "docs/docs/")
	assert.Equal(t, "// golden: ("+modern+"ptx.md table 1.2)\n", read("a/testdata/g.ptx"))
	assert.Equal(t, files["docs/reference/ptx.md"], read("docs/reference/ptx.md"), "the notes themselves are left alone")
	assert.Equal(t, files["b/notes.bin"], read("b/notes.bin"), "other kinds of file are left alone")
	assert.Contains(t, read("internal/citations/citations_test.go"), "const repointed = true")
	run("gofmt", "-l", "a") // the rewritten Go file is still gofmt-clean
	assert.Empty(t, run("gofmt", "-l", "a"))
	run("bash", script)
	assert.Equal(t, x, read("a/x.go"), "a second run changes nothing")
}
