package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"time"

	"github.com/lowerc/lowerc/targets/ptx/conform"
	"github.com/lowerc/lowerc/targets/ptx/conform/cuda"
)

func init() {
	register(&command{
		name:  "conform",
		usage: "conform -target ptx:sm_90[:ptx=V] [-forms PATTERN] [-format text|json|md] [-emulate] [-sweep all|grid|none] [-time D] [-o FILE] [-json FILE]",
		short: "run every PTX min/max form on the GPU (or the PTX executor) and compare each result with its model",
		run:   runConform,
	})
}

// libcudaEnv names another driver library to load (tests; a driver in an
// unusual place).
const libcudaEnv = "LOWERC_LIBCUDA"

// runConform exits 0 when every result matches its model, 1 on a mismatch
// or a kernel that did not run, 2 on bad usage or without a usable GPU.
func runConform(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("conform", stderr)
	target := fs.String("target", "", "the target: ptx:ARCH[:ptx=VERSION], e.g. ptx:sm_90")
	forms := fs.String("forms", "", "run only the kernels whose name matches this regular expression (e.g. 'f16|fallback')")
	format := fs.String("format", "text", "report format: text, json or md")
	emulate := fs.Bool("emulate", false, "run the kernels on the project's PTX executor (targets/ptx/ptxexec) instead of a GPU")
	sweepFlag := fs.String("sweep", "", "16-bit sweeps: all (2^32 pairs; the default on a GPU), grid (the class grid's rows; the default with -emulate) or none")
	chunk := fs.Int("chunk", 1024, "rows of a 16-bit sweep per launch (65536 pairs each)")
	rows := fs.Int("rows", 0, "with -sweep all, sweep only the rows a < N (0: all 65536)")
	out := fs.String("o", "", "write the report to this file instead of standard output")
	jsonOut := fs.String("json", "", "also write the report as JSON to this file")
	ptxDir := fs.String("ptx-dir", "", "also write each generated PTX module to this directory")
	budget := fs.Duration("time", 0, "stop starting kernels and sweep chunks after this long (e.g. 45s); what did not run is reported as not run (0: no limit)")
	verbose := fs.Bool("v", false, "print one line per kernel on standard error as it finishes")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "lowerc conform: "+format+"\n", a...)
		return 2
	}
	if fs.NArg() != 0 {
		return fail("unexpected arguments %q", fs.Args())
	}
	if *target == "" {
		return fail("-target is required (e.g. -target ptx:sm_90)")
	}
	tg, err := conform.ParseTarget(*target)
	if err != nil {
		return fail("%v", err)
	}
	var o conform.Options
	if *forms != "" {
		if o.Forms, err = regexp.Compile(*forms); err != nil {
			return fail("-forms: %v", err)
		}
	}
	write, ok := map[string]func(*conform.Report, io.Writer) error{
		"text": (*conform.Report).Text, "json": (*conform.Report).JSON, "md": (*conform.Report).Markdown,
	}[*format]
	if !ok {
		return fail("unknown -format %q (want text, json or md)", *format)
	}
	ro := conform.RunOptions{Sweep: conform.SweepAll, ChunkRows: *chunk, Rows: *rows}
	if *emulate {
		ro.Sweep = conform.SweepGrid
	}
	if *sweepFlag != "" {
		if ro.Sweep, err = conform.ParseSweep(*sweepFlag); err != nil {
			return fail("-sweep: %v", err)
		}
	}
	if *rows < 0 || *rows > 1<<16 {
		return fail("-rows %d is outside 0…65536", *rows)
	}
	if *budget < 0 {
		return fail("-time %v is negative", *budget)
	}
	if *chunk < 1 || *chunk > 1<<16 {
		return fail("-chunk %d is outside 1…65536", *chunk)
	}
	if *verbose {
		ro.Progress = stderr
	}
	p, err := conform.NewPlan(tg, o)
	if err != nil {
		return fail("%v", err)
	}
	if *ptxDir != "" {
		if err := writeModules(*ptxDir, p); err != nil {
			fmt.Fprintf(stderr, "lowerc conform: %v\n", err)
			return 1
		}
	}
	var dev conform.Device = conform.Emulator{}
	var gpu, driver, date string
	if !*emulate {
		lib := os.Getenv(libcudaEnv)
		d, err := cuda.Open(lib)
		switch {
		case errors.Is(err, cuda.ErrNoLibrary):
			return fail("no GPU: %v (run with -emulate to use the PTX executor instead)", err)
		case errors.Is(err, cuda.ErrNoDevice):
			return fail("no GPU: %v (run with -emulate to use the PTX executor instead)", err)
		case err != nil:
			return fail("no usable GPU: %v", err)
		}
		defer d.Close()
		dev, gpu, driver = d, d.Name(), d.DriverVersion()
		date = time.Now().UTC().Format(time.RFC3339)
	}
	if *budget > 0 {
		ro.Deadline = time.Now().Add(*budget)
	}
	r := conform.Run(p, dev, ro)
	if !*emulate {
		r.Device = "CUDA driver (" + cuda.Library + ", PTX JIT)"
		r.GPU, r.Driver, r.Date = gpu, driver, date
	}
	var buf bytes.Buffer
	if err := write(r, &buf); err != nil {
		fmt.Fprintf(stderr, "lowerc conform: %v\n", err)
		return 1
	}
	if *jsonOut != "" {
		var js bytes.Buffer
		err := r.JSON(&js)
		if err == nil {
			err = writeAtomic(*jsonOut, js.Bytes())
		}
		if err != nil {
			fmt.Fprintf(stderr, "lowerc conform: %v\n", err)
			return 1
		}
	}
	if *out == "" {
		stdout.Write(buf.Bytes())
	} else if err := writeAtomic(*out, buf.Bytes()); err != nil {
		fmt.Fprintf(stderr, "lowerc conform: %v\n", err)
		return 1
	}
	if !r.OK() {
		fmt.Fprintf(stderr, "lowerc conform: %d mismatches, %d kernels did not run\n", r.Mismatches, r.Errors)
		return 1
	}
	return 0
}

// writeModules writes each kernel's PTX as DIR/ENTRY.ptx (fallbacks
// numbered: they share the entry name).
func writeModules(dir string, p *conform.Plan) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for i, k := range p.Kernels {
		name := k.Entry
		if k.Kind == conform.KindFallback {
			name = fmt.Sprintf("%s_%02d", k.Entry, i)
		}
		if err := os.WriteFile(filepath.Join(dir, name+".ptx"), k.PTX, 0o644); err != nil {
			return err
		}
	}
	return nil
}
