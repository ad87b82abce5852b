package conform

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
)

// A Report is the result of Run.
type Report struct {
	Target string `json:"target"`
	Device string `json:"device"`
	// GPU, Driver and Date are filled in by the caller for a device run.
	GPU    string `json:"gpu,omitempty"`
	Driver string `json:"driver,omitempty"`
	Date   string `json:"date,omitempty"`
	Sweep  string `json:"sweep"`
	// Emulated is set when the Emulator ran the kernels: the verdicts then
	// restate the executor's documented choices, not hardware facts.
	Emulated   bool           `json:"emulated,omitempty"`
	Checked    uint64         `json:"checked"`
	Mismatches uint64         `json:"mismatches"`
	Errors     int            `json:"errors"`
	Verdicts   []Verdict      `json:"verdicts"`
	Kernels    []KernelReport `json:"kernels"`
	Skipped    []Skip         `json:"skipped"`
}

// A KernelReport is the result of one kernel.
type KernelReport struct {
	Name       string    `json:"name"`
	Kind       string    `json:"kind"`
	Model      string    `json:"model"`
	Type       string    `json:"type"`
	Target     string    `json:"target"`
	How        string    `json:"how,omitempty"`
	Checked    uint64    `json:"checked"`
	Mismatches uint64    `json:"mismatches"`
	Witnesses  []Witness `json:"witnesses,omitempty"`
	Error      string    `json:"error,omitempty"`
}

// A Witness is one mismatch: the inputs, what ran, what the model allows.
type Witness struct {
	Inputs []string `json:"inputs"`
	Lane   int      `json:"lane,omitempty"`
	Got    string   `json:"got"`
	Want   string   `json:"want"`
}

// OK reports whether every result matched and every kernel ran.
func (r *Report) OK() bool { return r.Mismatches == 0 && r.Errors == 0 }

func sortStrings(s []string) { sort.Strings(s) }

func (w Witness) String() string {
	s := "(" + strings.Join(w.Inputs, ", ") + ")"
	if w.Lane > 0 {
		s += fmt.Sprintf(" lane %d", w.Lane)
	}
	return s + " = " + w.Got + ", model: " + w.Want
}

func (r *Report) head(w io.Writer, prefix string) {
	fmt.Fprintf(w, "%starget: %s\n%sdevice: %s\n", prefix, r.Target, prefix, r.Device)
	if r.GPU != "" {
		fmt.Fprintf(w, "%sgpu: %s\n", prefix, r.GPU)
	}
	if r.Driver != "" {
		fmt.Fprintf(w, "%sdriver: %s\n", prefix, r.Driver)
	}
	if r.Date != "" {
		fmt.Fprintf(w, "%sdate: %s\n", prefix, r.Date)
	}
	if r.Emulated {
		fmt.Fprintf(w, "%snote: emulated: the results and verdicts are the PTX executor's (its documented choices where the PTX ISA leaves a result open), not a GPU's\n", prefix)
	}
	fmt.Fprintf(w, "%ssweep: %s\n%sresults checked: %d, mismatches: %d, kernel errors: %d\n", prefix, r.Sweep, prefix, r.Checked, r.Mismatches, r.Errors)
}

// Text writes the report as plain text.
func (r *Report) Text(w io.Writer) error {
	r.head(w, "")
	fmt.Fprintln(w, "\nverdicts:")
	for _, v := range r.Verdicts {
		fmt.Fprintf(w, "  [%s] %s\n      %s\n", v.Status, v.Question, v.Answer)
	}
	fmt.Fprintln(w, "\nkernels:")
	for _, k := range r.Kernels {
		fmt.Fprintf(w, "  %-8s %-44s %-34s %12d checked, %d mismatches\n", k.Kind, k.Name, k.Model, k.Checked, k.Mismatches)
		if k.How != "" {
			fmt.Fprintf(w, "           %s: %s\n", k.Target, k.How)
		}
		for _, x := range k.Witnesses {
			fmt.Fprintf(w, "           mismatch %s\n", x)
		}
		if k.Error != "" {
			fmt.Fprintf(w, "           error: %s\n", k.Error)
		}
	}
	if len(r.Skipped) > 0 {
		fmt.Fprintln(w, "\nskipped:")
		for _, s := range r.Skipped {
			fmt.Fprintf(w, "  %s: %s\n", s.Form, s.Why)
		}
	}
	return nil
}

// JSON writes the report as indented JSON.
func (r *Report) JSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// Markdown writes the report as a Markdown document.
func (r *Report) Markdown(w io.Writer) error {
	fmt.Fprintf(w, "# PTX min/max conformance: %s\n\n", r.Target)
	r.head(w, "- ")
	fmt.Fprintln(w, "\n## Verdicts\n\n| question | status | answer |\n|---|---|---|")
	for _, v := range r.Verdicts {
		fmt.Fprintf(w, "| %s | %s | %s |\n", md(v.Question), v.Status, md(v.Answer))
	}
	fmt.Fprintln(w, "\n## Kernels\n\n| kind | form | model | checked | mismatches | witnesses |\n|---|---|---|---:|---:|---|")
	for _, k := range r.Kernels {
		var ws []string
		for _, x := range k.Witnesses {
			ws = append(ws, x.String())
		}
		if k.Error != "" {
			ws = append(ws, "error: "+k.Error)
		}
		fmt.Fprintf(w, "| %s | %s | `%s` | %d | %d | %s |\n", k.Kind, md(k.Name), k.Model, k.Checked, k.Mismatches, md(strings.Join(ws, "; ")))
	}
	if len(r.Skipped) > 0 {
		fmt.Fprintln(w, "\n## Skipped")
		fmt.Fprintln(w)
		for _, s := range r.Skipped {
			fmt.Fprintf(w, "- %s: %s\n", s.Form, s.Why)
		}
	}
	return nil
}

func md(s string) string {
	return strings.NewReplacer("|", "\\|", "\n", " ").Replace(s)
}
