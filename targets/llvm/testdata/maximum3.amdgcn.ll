; Produced by lowerc (targets/llvm, target llvm amdgcn-amd-amdhsa); opt-19 -passes=verify accepts it and llc-19 -mcpu=gfx908 compiles it (TestGoldenFiles checks both on every run; -update rewrites).
source_filename = "testdata/examples/maximum3.tile"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @maximum3(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="1,1" {
bb-entry:
	%0 = load float, ptr addrspace(1) %A
	%1 = getelementptr inbounds float, ptr addrspace(1) %A, i64 1
	%2 = load float, ptr addrspace(1) %1
	%3 = getelementptr inbounds float, ptr addrspace(1) %A, i64 2
	%4 = load float, ptr addrspace(1) %3
	%5 = getelementptr inbounds float, ptr addrspace(1) %A, i64 3
	%6 = load float, ptr addrspace(1) %5
	%7 = load float, ptr addrspace(1) %B
	%8 = getelementptr inbounds float, ptr addrspace(1) %B, i64 1
	%9 = load float, ptr addrspace(1) %8
	%10 = getelementptr inbounds float, ptr addrspace(1) %B, i64 2
	%11 = load float, ptr addrspace(1) %10
	%12 = getelementptr inbounds float, ptr addrspace(1) %B, i64 3
	%13 = load float, ptr addrspace(1) %12
	%14 = call float @llvm.maxnum.f32(float %0, float %7)
	%15 = call float @llvm.maxnum.f32(float %14, float 0.0)
	%16 = bitcast float %15 to i32
	%17 = and i32 %16, u0x7FFFFFFF
	%18 = bitcast i32 %17 to float
	%19 = call float @llvm.maxnum.f32(float %2, float %9)
	%20 = call float @llvm.maxnum.f32(float %19, float 0.0)
	%21 = bitcast float %20 to i32
	%22 = and i32 %21, u0x7FFFFFFF
	%23 = bitcast i32 %22 to float
	%24 = call float @llvm.maxnum.f32(float %4, float %11)
	%25 = call float @llvm.maxnum.f32(float %24, float 0.0)
	%26 = bitcast float %25 to i32
	%27 = and i32 %26, u0x7FFFFFFF
	%28 = bitcast i32 %27 to float
	%29 = call float @llvm.maxnum.f32(float %6, float %13)
	%30 = call float @llvm.maxnum.f32(float %29, float 0.0)
	%31 = bitcast float %30 to i32
	%32 = and i32 %31, u0x7FFFFFFF
	%33 = bitcast i32 %32 to float
	store float %18, ptr addrspace(1) %Out
	%34 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 1
	store float %23, ptr addrspace(1) %34
	%35 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 2
	store float %28, ptr addrspace(1) %35
	%36 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 3
	store float %33, ptr addrspace(1) %36
	ret void
}

declare float @llvm.maxnum.f32(float %0, float %1)
